import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AccountNav } from "./account-nav";

function renderNav() {
  render(
    <div>
      <AccountNav>
        <a href="#account" data-testid="account-link">
          someone.with.a.very.long.address@example.com
        </a>
        <button type="button">Sign out</button>
      </AccountNav>
      <p data-testid="outside">elsewhere</p>
    </div>,
  );
  return { user: userEvent.setup(), toggle: screen.getByTestId("account-menu-toggle") };
}

const links = () => screen.getByTestId("account-links");

describe("AccountNav (the header's account links, folded on a phone)", () => {
  it("renders the links once, and the phone's toggle opens and closes them", async () => {
    const { user, toggle } = renderNav();
    expect(screen.getAllByTestId("account-link")).toHaveLength(1);
    expect(links().dataset.open).toBe("false");
    expect(links().className).toContain("max-sm:hidden");
    expect(toggle.getAttribute("aria-controls")).toBe(links().id);
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(links().className).not.toContain("max-sm:hidden");
    await user.click(toggle);
    expect(links().dataset.open).toBe("false");
  });

  it("closes on Escape, on a press outside, and when a link is followed", async () => {
    const { user, toggle } = renderNav();
    await user.click(toggle);
    await user.keyboard("{Escape}");
    expect(links().dataset.open).toBe("false");

    await user.click(toggle);
    fireEvent.pointerDown(screen.getByTestId("outside"));
    expect(links().dataset.open).toBe("false");

    await user.click(toggle);
    await user.click(screen.getByTestId("account-link"));
    expect(links().dataset.open).toBe("false");
  });
});
