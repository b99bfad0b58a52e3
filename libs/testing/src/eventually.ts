/**
 * Runs an assertion until it passes, for reads of a read model that another service's projection
 * fills a moment after the write (eventual consistency across services). Fails with the
 * assertion's last error once the time is up.
 */
export const eventually = async <T>(assertion: () => Promise<T>, timeoutMs = 15_000, intervalMs = 200): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
};
