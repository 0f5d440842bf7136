import { type ComponentChildren, Fragment, options } from "preact";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/** True in the production browser build, where `react` is Preact's compat layer (vite.config.ts). */
declare const __BROWSER_RUNS_PREACT__: boolean;

if (__BROWSER_RUNS_PREACT__) {
  renderHtmlElementAsItsChildren();
  runEffectsInTheNextTask();
  removeServerOnlyPreloads();
  void pageDataDecoded().then(() => hydrateRoot(document, <HydratedRouter />));
} else {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/*
 * React Router's <HydratedRouter> suspends on its first render until the page data inlined in
 * the HTML is decoded. React lets a root suspend while it hydrates; Preact does not (a boundary
 * around the router resumes hydration at the wrong node, because the document's first child is
 * its doctype). So the browser build renders the router once, off the page, to start the
 * decoding and catch the promise it suspends on, and hydrates once the data is there, in one
 * pass and without suspending.
 */
function pageDataDecoded(): Promise<unknown> {
  try {
    createRoot(document.createElement("div")).render(<HydratedRouter />);
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown;
    throw thrown;
  }
  return Promise.resolve();
}

/*
 * React hydrates the document from <html> down; Preact hydrates the children of <html> (render
 * into `document` means render into `document.documentElement`). So in the browser the root
 * layout's <html> stands for its children: the server's <html> and its attributes (`lang`, the
 * theme the boot script set) stay as they are, and <head> and <body> hydrate in place.
 */
function renderHtmlElementAsItsChildren() {
  const next = options.vnode;
  options.vnode = (vnode) => {
    if (vnode.type === "html") {
      vnode.type = Fragment;
      vnode.props = { children: (vnode.props as { children?: ComponentChildren }).children };
    }
    next?.(vnode);
  };
}

/*
 * Preact runs effects after the next animation frame (a timer when no frame comes, as in a
 * background tab); React's scheduler runs them in the next task. The next task it is, as with
 * React: an effect that starts a demo's timer starts it right after the render, not one frame
 * later, and a paused or throttled frame clock cannot hold effects back.
 */
function runEffectsInTheNextTask() {
  const channel = new MessageChannel();
  const queue: Array<() => void> = [];
  channel.port1.onmessage = () => queue.splice(0).forEach((run) => run());
  options.requestAnimationFrame = (run) => {
    queue.push(run);
    if (queue.length === 1) channel.port2.postMessage(null);
  };
}

/*
 * React's server renderer adds `<link rel="preload" as="image">` for a page's first eager images
 * at the top of <head>. They are not part of the app's tree, and Preact matches a parent's
 * children by tag, in order: left in place, the app's own links would hydrate onto the wrong
 * elements and its stylesheet link would be removed as left over. The preloads have done their
 * work by now (removing the element does not cancel the image's download). The app's own
 * preload of its font (root.tsx's links) is part of the tree and stays.
 */
function removeServerOnlyPreloads() {
  for (const link of document.head.querySelectorAll('link[rel="preload"][as="image"]'))
    link.remove();
}
