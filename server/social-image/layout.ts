import { readFileSync } from "node:fs";
import { createElement, type CSSProperties, type ReactElement } from "react";

import { fromRoot } from "#server/paths";
import { brand } from "./brand";
import { shortLine, titleFontSize } from "./text";

export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;
const PADDING_X = 80;
const CONTENT_WIDTH = SOCIAL_IMAGE_WIDTH - 2 * PADDING_X;

let markUri: string | undefined;

/** The favicon, so the two never drift apart. */
function brandMark(): string {
  markUri ??= `data:image/svg+xml;base64,${readFileSync(fromRoot("public/favicon.svg")).toString("base64")}`;
  return markUri;
}

const div = (style: CSSProperties, ...children: (ReactElement | string)[]) =>
  createElement("div", { style }, ...children);

/** Satori reads a subset of CSS: flexbox, gradients, `lineClamp` on block text. */
export function socialImageLayout(title: string, line: string): ReactElement {
  const { colors } = brand;
  const text = shortLine(line);
  return div(
    {
      width: SOCIAL_IMAGE_WIDTH,
      height: SOCIAL_IMAGE_HEIGHT,
      boxSizing: "border-box",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      paddingTop: 64,
      paddingRight: PADDING_X,
      paddingBottom: 72,
      paddingLeft: PADDING_X,
      position: "relative",
      fontFamily: "Inter",
      color: colors["night-ink"],
      backgroundColor: colors.night,
      backgroundImage: `radial-gradient(circle at 100% 100%, ${colors["brand-500"]}66 0%, ${colors.night}00 55%), radial-gradient(circle at 95% 0%, ${colors["lagoon-500"]}33 0%, ${colors.night}00 40%)`,
    },
    div(
      { display: "flex", alignItems: "center" },
      createElement("img", { src: brandMark(), width: 64, height: 64, alt: "" }),
      div(
        {
          marginLeft: 22,
          fontSize: 34,
          fontWeight: 700,
          letterSpacing: -1,
          color: colors["night-ink"],
        },
        brand.name,
      ),
    ),
    div(
      { display: "flex", flexDirection: "column", width: CONTENT_WIDTH },
      div({
        width: 96,
        height: 8,
        borderRadius: 4,
        marginBottom: 32,
        backgroundColor: colors["brand-500"],
      }),
      div(
        {
          display: "block",
          width: CONTENT_WIDTH,
          lineClamp: 3,
          fontSize: titleFontSize(title),
          fontWeight: 700,
          lineHeight: 1.12,
          letterSpacing: -2,
        },
        title,
      ),
      ...(text
        ? [
            div(
              {
                display: "block",
                width: CONTENT_WIDTH,
                lineClamp: 2,
                marginTop: 28,
                fontSize: 30,
                lineHeight: 1.35,
                color: colors["night-muted"],
              },
              text,
            ),
          ]
        : []),
    ),
  );
}
