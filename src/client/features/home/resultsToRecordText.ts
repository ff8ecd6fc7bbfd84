/** The words of staff's banner on home: "1 result to record", "3 results to record". */
export function resultsToRecordText(count: number): string {
  return `${count} ${count === 1 ? 'result' : 'results'} to record`;
}
