/** Something a suite's setup starts: the Nest app, or a stand-in server. */
type Started = { close(): Promise<unknown> } | { stop(): Promise<unknown> };

/**
 * Closes, in order, what a suite's beforeAll or beforeEach started. A setup that failed part-way left some of its
 * variables unassigned (their declared types notwithstanding): those are skipped, so the report shows the setup's own
 * error rather than a TypeError from the teardown.
 */
export async function closeStarted(...started: (Started | undefined)[]): Promise<void> {
  for (const resource of started) {
    if (resource) await ('close' in resource ? resource.close() : resource.stop());
  }
}
