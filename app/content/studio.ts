/** The studio, where every "start building" action leads (an action's `to`, no studio path). */
export const studio = { studio: "" } as const;
