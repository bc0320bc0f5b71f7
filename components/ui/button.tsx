import type { ButtonHTMLAttributes } from "react";

type Variant = "primary" | "secondary" | "ghost" | "danger";
type Size = "sm" | "md";

const variants: Record<Variant, string> = {
  // In dark mode the palette's 700 is a light text green and 600 a light red: buttons keep deep fills.
  // Disabled in dark is grey on grey (a dim green still read as "on"); `!` beats the global .text-white.
  primary:
    "bg-canopy-600 text-white enabled:hover:bg-canopy-700 disabled:bg-canopy-200 dark:enabled:hover:bg-[#1d6641] dark:disabled:bg-stone-200 dark:disabled:text-stone-500!",
  secondary: "border border-stone-300 bg-white text-stone-800 hover:bg-stone-50 disabled:text-stone-400",
  ghost: "text-stone-600 hover:bg-stone-100 hover:text-stone-900 disabled:text-stone-300",
  danger:
    "bg-red-600 text-white hover:bg-red-700 disabled:bg-red-200 dark:bg-[#b91c1c] dark:hover:bg-[#991b1b] dark:disabled:bg-[#7f1d1d]",
};
const sizes: Record<Size, string> = { sm: "h-7 px-2 text-xs gap-1", md: "h-9 px-3 text-sm gap-1.5" };

export function Button({
  variant = "secondary",
  size = "md",
  className = "",
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size }) {
  return (
    <button
      type={type}
      className={`inline-flex shrink-0 items-center justify-center rounded-md font-medium transition-colors disabled:cursor-not-allowed ${variants[variant]} ${sizes[size]} ${className}`}
      {...props}
    />
  );
}
