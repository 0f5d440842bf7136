/** A clinic day kept by the agent: each slot answers one of /industry/healthcare's challenges. */
export interface ScheduleSlot {
  time: string;
  patient: string;
  note: string;
  /** Index into the page's challenges (0-based) that this slot answers. */
  answers: number;
}

export interface ChallengeSchedule {
  title: string;
  label: string;
  slots: readonly ScheduleSlot[];
}

/** The schedule's badge and its table's column names (read by screen readers). */
export const scheduleWords = {
  live: "Live",
  columns: ["Time", "Appointment", "Challenge answered"],
} as const;

export const healthcareSchedule: ChallengeSchedule = {
  title: "Thursday · Dr. Patel",
  label: "The practice's schedule, kept by the agent",
  slots: [
    { time: "9:00 AM", patient: "M. Okafor", note: "Booked in chat at 11:40 PM", answers: 0 },
    { time: "10:30 AM", patient: "L. Chen", note: "Moved from Tuesday, no call", answers: 0 },
    { time: "11:15 AM", patient: "R. Diaz", note: "Reminder sent · confirmed", answers: 1 },
    {
      time: "1:00 PM",
      patient: "J. Moreau",
      note: "Cancelled · refilled from waitlist",
      answers: 1,
    },
    {
      time: "2:15 PM",
      patient: "A. Singh",
      note: "Identity checked · no records in chat",
      answers: 2,
    },
  ],
};
