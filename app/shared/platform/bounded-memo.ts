// Each version of the platform's content is sanitized once, not per render; bounded, because
// the inputs come from outside.
export function boundedMemo(fn: (input: string) => string, maxEntries = 500) {
  const answers = new Map<string, string>();
  return (input: string): string => {
    const known = answers.get(input);
    if (known !== undefined) {
      // Most recently used last, so the oldest is dropped first.
      answers.delete(input);
      answers.set(input, known);
      return known;
    }
    const answer = fn(input);
    answers.set(input, answer);
    if (answers.size > maxEntries) answers.delete(answers.keys().next().value!);
    return answer;
  };
}
