// Astro's own messages (a page that threw, a bad request it refused) as the server's JSON lines:
// one object per line on stdout, errors on stderr, with the level, the time and the message.
// Astro loads this file by path (astro.config.ts `logger`), so it is plain JavaScript.
const ESCAPES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 };

export default function jsonLines({ level = "warn" } = {}) {
  return {
    write(event) {
      if ((LEVELS[event.level] ?? 0) < (LEVELS[level] ?? 0)) return;
      const line = JSON.stringify({
        level: event.level,
        time: new Date().toISOString(),
        source: `astro${event.label ? `:${event.label}` : ""}`,
        message: String(event.message).replace(ESCAPES, ""),
      });
      (LEVELS[event.level] >= LEVELS.error ? process.stderr : process.stdout).write(`${line}\n`);
    },
  };
}
