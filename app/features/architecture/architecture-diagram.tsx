import {
  compactLayout,
  type ArchitectureLink,
  type ArchitectureNode,
} from "./architecture-page.copy";
import { cn } from "#app/shared/ui-utils";
import { linkSegment, NODE_HEIGHT, NODE_WIDTH } from "./geometry";
import { useLinkCycle } from "./use-link-cycle";
import { islandCommitted } from "#app/shared/page-runtime/islands";

const VIEW_WIDTH = 960;
const VIEW_HEIGHT = 420;
const COMPACT_WIDTH = 360;
const COMPACT_HEIGHT = 600;
const arrowId = "architecture-diagram-arrow";
const activeArrowId = "architecture-diagram-arrow-active";

// Nodes are images named for screen readers; the links are described in the list below. The
// active link's index is exposed as data-active-link ("none" when nothing is highlighted).
export function ArchitectureDiagram({
  nodes,
  links,
  intervalMs,
}: {
  nodes: readonly ArchitectureNode[];
  links: readonly ArchitectureLink[];
  intervalMs: number;
}) {
  const { active, state } = useLinkCycle(links.length, intervalMs);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const activeLink = active === null ? undefined : links[active];
  const titleOf = (nodeId: string) => byId.get(nodeId)?.title ?? nodeId;
  const introduced = blocksByStep(nodes, links);

  return (
    <figure
      ref={islandCommitted}
      data-active-link={active ?? "none"}
      data-cycle={state}
      className="border-line bg-surface rounded-panel shadow-card border p-4 sm:p-8"
    >
      {/* Wide screens see the flow left to right; phones the same flow top to bottom. */}
      <Drawing
        layout="wide"
        nodes={nodes}
        links={links}
        active={active}
        className="hidden sm:block"
      />
      <Drawing
        layout="compact"
        nodes={nodes.map((node) => ({ ...node, ...compactLayout[node.id] }))}
        links={links}
        active={active}
        className="mx-auto max-w-sm sm:hidden"
      />

      {/* Space reserved for one or two lines, so the page does not shift when it changes. */}
      <p className="text-ink-soft mt-4 min-h-12 text-center" aria-hidden="true">
        {activeLink && active !== null ? (
          <>
            Step {active + 1} of {links.length}:{" "}
            <strong className="text-accent-strong">
              {titleOf(activeLink.from)} → {titleOf(activeLink.to)}
            </strong>
          </>
        ) : (
          "Each step of the flow is described below."
        )}
      </p>

      <figcaption className="border-line mt-6 border-t pt-6">
        {/* The steps of the flow, each with the building blocks it brings in: said once. */}
        <ol aria-label="Connections in the diagram" className="grid gap-3 md:grid-cols-2">
          {links.map((link, index) => (
            <li
              key={`${link.from}-${link.to}`}
              aria-current={index === active ? "step" : undefined}
              className={cn(
                "rounded-xl border px-4 py-3 text-sm transition-colors duration-300",
                index === active
                  ? "border-accent-vivid bg-accent-soft text-ink"
                  : "border-line text-ink-soft",
              )}
            >
              <p>
                <span className="text-ink font-semibold">
                  {index + 1}. {titleOf(link.from)} → {titleOf(link.to)}:
                </span>{" "}
                <span>{link.description}</span>
              </p>
              <dl className="mt-2 grid gap-2">
                {introduced[index]?.map((node) => (
                  <div key={node.id} className="border-line border-l-2 pl-3">
                    <dt className="text-ink font-semibold">
                      {node.title}{" "}
                      <span className="text-ink-muted font-normal">· {node.subtitle}</span>
                    </dt>
                    <dd>{node.description}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}

/** For each link, the nodes it mentions first, so each block is described at one step only. */
export function blocksByStep(
  nodes: readonly ArchitectureNode[],
  links: readonly ArchitectureLink[],
): ArchitectureNode[][] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const seen = new Set<string>();
  return links.map((link) =>
    [link.from, link.to].flatMap((id) => {
      const node = byId.get(id);
      if (!node || seen.has(id)) return [];
      seen.add(id);
      return [node];
    }),
  );
}

function Drawing({
  layout,
  nodes,
  links,
  active,
  className,
}: {
  layout: "wide" | "compact";
  nodes: readonly ArchitectureNode[];
  links: readonly ArchitectureLink[];
  active: number | null;
  className?: string;
}) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const activeLink = active === null ? undefined : links[active];
  return (
    <svg
      viewBox={
        layout === "wide"
          ? `0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`
          : `0 0 ${COMPACT_WIDTH} ${COMPACT_HEIGHT}`
      }
      data-layout={layout}
      role="group"
      aria-label="Platform architecture diagram"
      className={cn("h-auto w-full", className)}
    >
      <defs>
        <marker
          id={`${arrowId}-${layout}`}
          viewBox="0 0 10 10"
          refX="8"
          refY="5"
          markerUnits="userSpaceOnUse"
          markerWidth="12"
          markerHeight="12"
          orient="auto-start-reverse"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" className="fill-ink-subtle" />
        </marker>
        <marker
          id={`${activeArrowId}-${layout}`}
          viewBox="0 0 10 10"
          refX="8"
          refY="5"
          markerUnits="userSpaceOnUse"
          markerWidth="16"
          markerHeight="16"
          orient="auto-start-reverse"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" className="fill-accent-vivid" />
        </marker>
      </defs>

      <g aria-hidden="true">
        {links.map((link, index) => {
          const from = byId.get(link.from);
          const to = byId.get(link.to);
          if (!from || !to) return null;
          const { start, end } = linkSegment(from, to);
          const isActive = index === active;
          return (
            <line
              key={`${link.from}-${link.to}`}
              data-link={index}
              data-active={isActive ? "true" : undefined}
              x1={start.x}
              y1={start.y}
              x2={end.x}
              y2={end.y}
              markerEnd={`url(#${isActive ? activeArrowId : arrowId}-${layout})`}
              className={cn(
                "transition-[stroke,stroke-width] duration-300",
                isActive ? "stroke-accent-vivid stroke-5" : "stroke-line-strong stroke-2",
              )}
            />
          );
        })}
      </g>

      {nodes.map((node) => {
        const lit = activeLink !== undefined && [activeLink.from, activeLink.to].includes(node.id);
        return (
          <g
            key={node.id}
            role="img"
            aria-label={`${node.title}: ${node.subtitle}`}
            data-node={node.id}
            transform={`translate(${node.x - NODE_WIDTH / 2} ${node.y - NODE_HEIGHT / 2})`}
          >
            <rect
              width={NODE_WIDTH}
              height={NODE_HEIGHT}
              rx="14"
              className={cn(
                "stroke-2 transition-colors duration-300",
                lit ? "fill-accent-soft stroke-accent-vivid" : "fill-surface stroke-line-strong",
              )}
            />
            <text
              x={NODE_WIDTH / 2}
              y="28"
              textAnchor="middle"
              className="fill-ink text-[15px] font-semibold"
            >
              {node.title}
            </text>
            <text
              x={NODE_WIDTH / 2}
              y="48"
              textAnchor="middle"
              className="fill-ink-muted text-[12px]"
            >
              {node.subtitle}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
