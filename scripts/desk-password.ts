// `npm run desk:password`: prints the DESK_PASSWORD_HASH of a password for the inquiries desk.
// Reads the password from stdin when piped (`printf %s "$PASSWORD" | npm run -s desk:password`),
// otherwise asks for it twice without echoing it. The password itself is never printed.
import { createInterface } from "node:readline";

import { hashPassword } from "#server/desk/password";

async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // One trailing newline is from `echo`, not part of the password.
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

/** Asks for a line on the terminal without showing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    const writeToOutput = (rl as unknown as { _writeToOutput: (text: string) => void })
      ._writeToOutput;
    // readline echoes through _writeToOutput; show only the question.
    (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
      if (text.startsWith(question)) writeToOutput.call(rl, text);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stderr.write("\n");
      resolve(answer);
    });
  });
}

async function main() {
  let password: string;
  if (process.stdin.isTTY) {
    password = await askHidden("Desk password: ");
    if ((await askHidden("Again: ")) !== password) throw new Error("The passwords differ.");
  } else {
    password = await readPiped();
  }
  if (password.length < 12) throw new Error("Use a password of at least 12 characters.");
  process.stdout.write(`${await hashPassword(password)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
