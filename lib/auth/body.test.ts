import { describe, expect, it } from "vitest";
import { readBodyLimited } from "./body";

/** A request whose body arrives in `chunks`, with or without a Content-Length. */
function streamed(chunks: Uint8Array[], declare: boolean): Request {
  const total = chunks.reduce((n, c) => n + c.byteLength, 0);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Request("http://localhost/upload", {
    method: "POST",
    body,
    headers: declare ? { "content-length": String(total) } : {},
    duplex: "half",
  } as RequestInit);
}

const chunk = (size: number, fill: number) => new Uint8Array(size).fill(fill);

describe("readBodyLimited", () => {
  it.each([true, false])(
    "reads every chunk in order into bytes that own their buffer (declared: %s)",
    async (declare) => {
      // 200 KB in 40 KB chunks: past the 64 KB first guess when no size is declared.
      const chunks = Array.from({ length: 5 }, (_, i) => chunk(40 * 1024, i + 1));
      const bytes = await readBodyLimited(streamed(chunks, declare), 1024 * 1024);
      expect(bytes.byteLength).toBe(200 * 1024);
      // Transferable to a worker as it is: no offset, no spare room behind the bytes.
      expect(bytes.byteOffset).toBe(0);
      expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
      for (let i = 0; i < 5; i++) expect(bytes[i * 40 * 1024]).toBe(i + 1);
      expect(bytes.at(-1)).toBe(5);
    },
  );

  it("refuses a streamed body once it passes the limit, with no size declared", async () => {
    const chunks = Array.from({ length: 10 }, () => chunk(64 * 1024, 7));
    await expect(readBodyLimited(streamed(chunks, false), 200 * 1024)).rejects.toMatchObject({
      code: "too_large:body",
    });
  });

  it("reads an empty body", async () => {
    expect((await readBodyLimited(streamed([], false), 10)).byteLength).toBe(0);
  });
});
