import { TestEnvironment } from 'jest-environment-node';

/**
 * Jest's node environment, plus a flag that a test file's afterEach hooks can read: whether the
 * test that just ran failed (test/ui/ui-test-app.ts then writes where its pages stood into the log,
 * the only thing a CI run keeps).
 */
export default class FailureAwareEnvironment extends TestEnvironment {
  handleTestEvent(event: { name: string }): void {
    if (event.name === 'test_fn_start') this.global.__testFailed = false;
    if (event.name === 'test_fn_failure') this.global.__testFailed = true;
  }
}
