// The bundled studio's embed script: <script src=".../studio/embed.js?agent=NAME"></script>
// adds a chat button to any page that opens the agent's chat (/studio/chat/NAME) in a frame.
(function () {
  "use strict";
  const script = document.currentScript;
  if (!script || !script.src) return;
  const source = new URL(script.src);
  const agent = source.searchParams.get("agent") || "WebsiteDemo";
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(agent)) return;
  const base = source.origin + source.pathname.replace(/\/embed\.js$/, "");
  const chatUrl = base + "/chat/" + encodeURIComponent(agent);

  const root = document.createElement("div");
  root.setAttribute("data-studio-embed", agent);
  Object.assign(root.style, {
    position: "fixed",
    right: "16px",
    bottom: "16px",
    zIndex: "2147483000",
    display: "flex",
    flexDirection: "column",
    alignItems: "flex-end",
    gap: "12px",
    fontFamily: "system-ui, sans-serif",
  });

  const button = document.createElement("button");
  button.type = "button";
  button.setAttribute("aria-label", "Open chat");
  button.setAttribute("aria-expanded", "false");
  button.textContent = "Chat";
  Object.assign(button.style, {
    width: "56px",
    height: "56px",
    borderRadius: "50%",
    border: "0",
    background: "#4338ca",
    color: "#fff",
    fontWeight: "600",
    cursor: "pointer",
    boxShadow: "0 10px 25px rgba(0,0,0,.25)",
  });

  let panel = null;
  function open() {
    if (!panel) {
      panel = document.createElement("iframe");
      panel.src = chatUrl;
      panel.title = "Chat with " + agent;
      panel.allow = "microphone";
      Object.assign(panel.style, {
        width: "min(380px, calc(100vw - 32px))",
        height: "min(540px, calc(100vh - 104px))",
        border: "1px solid #e2e8f0",
        borderRadius: "16px",
        background: "#fff",
        boxShadow: "0 20px 40px rgba(0,0,0,.2)",
      });
      root.insertBefore(panel, button);
    }
    panel.hidden = false;
    button.setAttribute("aria-expanded", "true");
    button.setAttribute("aria-label", "Close chat");
    panel.focus();
  }
  function close() {
    if (panel) panel.hidden = true;
    button.setAttribute("aria-expanded", "false");
    button.setAttribute("aria-label", "Open chat");
    button.focus();
  }
  const isOpen = function () {
    return Boolean(panel && !panel.hidden);
  };

  button.addEventListener("click", function () {
    if (isOpen()) close();
    else open();
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && isOpen()) close();
  });
  window.addEventListener("message", function (event) {
    if (event.origin === source.origin && event.data === "studio-chat:close" && isOpen()) close();
  });

  root.append(button);
  const mount = function () {
    document.body.append(root);
  };
  if (document.body) mount();
  else document.addEventListener("DOMContentLoaded", mount);
})();
