import { signWebhook, verifyWebhook, webhookSecretOf } from './webhook-signature';

describe('verdict webhook signature', () => {
  const secret = webhookSecretOf('a-server-secret-that-is-long-enough-123', 'template-1');

  it('derives a different secret per template and per server secret', () => {
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(webhookSecretOf('a-server-secret-that-is-long-enough-123', 'template-2')).not.toBe(secret);
    expect(webhookSecretOf('another-server-secret-that-is-long-enough', 'template-1')).not.toBe(secret);
  });

  it('verifies the body and timestamp it signed, and nothing else', () => {
    const signature = signWebhook(secret, 1_764_000_000, '{"a":1}');
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhook(secret, '1764000000', '{"a":1}', signature)).toBe(true);
    expect(verifyWebhook(secret, '1764000001', '{"a":1}', signature)).toBe(false);
    expect(verifyWebhook(secret, '1764000000', '{"a":2}', signature)).toBe(false);
    expect(verifyWebhook(webhookSecretOf('x'.repeat(40), 'template-1'), '1764000000', '{"a":1}', signature)).toBe(false);
    expect(verifyWebhook(secret, '1764000000', '{"a":1}', 'sha256=short')).toBe(false);
  });
});
