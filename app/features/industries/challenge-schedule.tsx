import { listOrdinal, NumberedList } from "#app/shared/sections/numbered-list";
import { WindowFrame, LiveBadge } from "#app/shared/visuals/window-frame";
import type { ChallengeSchedule } from "./challenge-schedule.copy";

/** The challenges beside the product answering them: a day's schedule the agent keeps. */
export function ChallengeScheduleView({
  challenges,
  schedule,
}: {
  challenges: readonly { title: string; description: string }[];
  schedule: ChallengeSchedule;
}) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
      <NumberedList items={challenges} density="compact" columns={1} />
      <figure aria-label={schedule.label}>
        <WindowFrame title={schedule.title} aside={<LiveBadge label="Live" />}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{schedule.label}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Appointment</th>
                <th scope="col">Challenge answered</th>
              </tr>
            </thead>
            <tbody>
              {schedule.slots.map((slot) => (
                <tr key={slot.time} className="border-line border-t first:border-t-0">
                  <td className="text-ink-muted py-3 pl-4 align-top text-xs whitespace-nowrap tabular-nums">
                    {slot.time}
                  </td>
                  <td className="py-3 pl-3">
                    <span className="text-ink block font-semibold">{slot.patient}</span>
                    <span className="text-ink-muted block text-xs">{slot.note}</span>
                  </td>
                  <td className="py-3 pr-4 text-right align-top">
                    <span className="bg-accent-soft text-accent inline-flex rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums">
                      <span className="sr-only">{challenges[slot.answers]?.title}</span>
                      <span aria-hidden="true">{listOrdinal(slot.answers)}</span>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </WindowFrame>
      </figure>
    </div>
  );
}
