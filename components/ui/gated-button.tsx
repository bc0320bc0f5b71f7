"use client";

import { useId, type ComponentProps } from "react";
import { Button } from "./button";

/**
 * A button the user's role may not use: still focusable (aria-disabled, not disabled), it does
 * nothing when pressed and gives its reason on hover (title) and to assistive technology on focus
 * (aria-describedby). With no reason it is a plain {@link Button}.
 *
 * @example
 * <GatedButton refusal={useRefusal("write", "delete conversations")} onClick={remove}>Delete</GatedButton>
 */
export function GatedButton({
  refusal,
  onClick,
  className = "",
  children,
  ...props
}: ComponentProps<typeof Button> & { refusal: string | null }) {
  const id = useId();
  if (!refusal)
    return (
      <Button onClick={onClick} className={className} {...props}>
        {children}
      </Button>
    );
  return (
    <>
      <Button
        {...props}
        aria-disabled="true"
        aria-describedby={id}
        title={refusal}
        data-refused="true"
        onClick={(event) => event.preventDefault()}
        className={`cursor-not-allowed opacity-50 ${className}`}
      >
        {children}
      </Button>
      <span id={id} hidden>
        {refusal}
      </span>
    </>
  );
}
