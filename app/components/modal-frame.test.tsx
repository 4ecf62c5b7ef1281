// @vitest-environment jsdom
import { useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import ModalFrame from "./modal-frame";

let root: Root | undefined;
let host: HTMLElement | undefined;

// These tests render the way a page does, outside act(), so React schedules its work as in a browser.
beforeEach(() => {
  Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", false);
});

afterEach(async () => {
  root?.unmount();
  host?.remove();
  root = undefined;
  host = undefined;
  await new Promise((resolve) => setTimeout(resolve, 0));
  Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", true);
});

/**
 * A commit that no input caused runs its passive effects in a later task, after the browser has had a chance
 * to paint. A key pressed in between must already count.
 */
function renderWithoutAct(element: React.ReactElement): void {
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  root.render(element);
}

/** Resolves at the first DOM mutation that adds a dialog, in the microtask right after React's commit. */
function dialogCommitted(): Promise<HTMLElement> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const dialog = document.querySelector<HTMLElement>("[role='dialog']");
      if (!dialog) return;
      observer.disconnect();
      resolve(dialog);
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

function Harness({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ModalFrame
      open={open}
      onClose={() => {
        setOpen(false);
        onClosed();
      }}
      title="A dialog"
    >
      <button type="button">Inside</button>
    </ModalFrame>
  );
}

describe("ModalFrame", () => {
  it("closes on an Escape pressed as soon as the dialog is on screen, before its passive effects ran", async () => {
    let closed = 0;
    const committed = dialogCommitted();
    renderWithoutAct(<Harness onClosed={() => (closed += 1)} />);
    const dialog = await committed;
    // The passive effect moves focus into the dialog; it has not run yet.
    expect(dialog.contains(document.activeElement)).toBe(false);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(closed).toBe(1);
  });

  it("traps Tab from the first frame too", async () => {
    const committed = dialogCommitted();
    renderWithoutAct(<Harness onClosed={() => undefined} />);
    const dialog = await committed;
    const tab = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true });
    document.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});
