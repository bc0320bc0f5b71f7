/**
 * The graph's marker on a node that holds images (issue 35): a small picture icon with the count.
 * The count comes with the node's other counts (the tree's counts route); the graph never loads
 * an image. Theme colours (app/globals.css), so it reads in both schemes.
 */
export function ImageMarker({ count, large = false }: { count: number; large?: boolean }) {
  const name = imagesName(count);
  return (
    <span
      role="img"
      aria-label={name}
      title={name}
      data-testid="graph-node-images"
      data-count={count}
      className={`inline-flex shrink-0 items-center gap-0.5 font-medium text-sky-800 ${large ? "text-[18px]" : ""}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className={large ? "h-[18px] w-[18px]" : "h-3 w-3"}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      >
        <rect x="1.5" y="2.5" width="13" height="11" rx="1.5" />
        <circle cx="5.5" cy="6.5" r="1.3" />
        <path d="M2 12.5l4-4 3 3 2-2 3.5 3.5" />
      </svg>
      {count}
    </span>
  );
}

/** "1 image", "3 images": the marker's name, also in the node's own. */
export function imagesName(count: number): string {
  return `${count} ${count === 1 ? "image" : "images"}`;
}
