import { render } from "./index";

/**
 * The social-image worker (server/social-image/pool.ts): satori and resvg take 85–150 ms of
 * CPU per image, which on the main thread would stall every other answer.
 */
export default async function drawSocialImage(task: {
  title: string;
  line: string;
}): Promise<Uint8Array> {
  return new Uint8Array(await render(task.title, task.line));
}
