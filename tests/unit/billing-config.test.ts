import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

const stripeEnv = {
  BILLING_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_51SecretValue',
  STRIPE_WEBHOOK_SECRET: 'whsec_SecretSigningValue',
  STRIPE_MONTHLY_PAYMENT_LINK: 'https://buy.stripe.com/monthly',
  STRIPE_YEARLY_PAYMENT_LINK: 'https://buy.stripe.com/yearly',
};

function failure(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
}

describe('billing configuration', () => {
  it('needs nothing by default: no provider, Stripe API at its real address', () => {
    expect(loadConfig({}).billing).toEqual({
      provider: 'none',
      stripe: { secretKey: '', webhookSecret: '', monthlyPaymentLink: '', yearlyPaymentLink: '', apiBase: 'https://api.stripe.com' },
    });
  });

  it('reads the Stripe settings', () => {
    expect(loadConfig({ ...stripeEnv, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).billing).toEqual({
      provider: 'stripe',
      stripe: {
        secretKey: 'sk_test_51SecretValue',
        webhookSecret: 'whsec_SecretSigningValue',
        monthlyPaymentLink: 'https://buy.stripe.com/monthly',
        yearlyPaymentLink: 'https://buy.stripe.com/yearly',
        apiBase: 'http://127.0.0.1:12111',
      },
    });
  });

  it.each(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_MONTHLY_PAYMENT_LINK', 'STRIPE_YEARLY_PAYMENT_LINK'])(
    'stops on a missing %s with stripe, in one line naming it',
    (name) => {
      for (const value of [undefined, '']) {
        const env: Record<string, string> = { ...stripeEnv };
        if (value === undefined) delete env[name];
        else env[name] = value;
        const text = failure(env);
        expect(text.startsWith(`Invalid configuration: ${name} must be set when BILLING_PROVIDER is stripe`)).toBe(true);
        expect(text).not.toContain('\n');
      }
    },
  );

  it.each([
    ['BILLING_PROVIDER', 'paypal', 'must be one of none, stripe'],
    ['STRIPE_SECRET_KEY', 'pk_live_publishable', 'must be a Stripe secret key'],
    ['STRIPE_WEBHOOK_SECRET', 'secret', 'must be a webhook signing secret'],
    ['STRIPE_MONTHLY_PAYMENT_LINK', 'http://buy.stripe.com/monthly', 'must be an https:// payment link'],
    ['STRIPE_YEARLY_PAYMENT_LINK', 'not a url', 'must be an https:// payment link'],
    ['STRIPE_API_BASE', 'http://127.0.0.1:12111/v1', 'must be an origin without a path'],
    ['STRIPE_API_BASE', 'ftp://api.stripe.com', 'must be a URL such as https://api.stripe.com'],
  ])('refuses %s=%s', (name, value, message) => {
    const text = failure({ ...stripeEnv, [name]: value });
    expect(text.startsWith(`Invalid configuration: ${name} ${message}`)).toBe(true);
    expect(text).not.toContain('\n');
  });

  it('never echoes a secret it refuses', () => {
    expect(failure({ ...stripeEnv, STRIPE_SECRET_KEY: 'pk_live_TopSecret123' })).not.toContain('TopSecret123');
    expect(failure({ ...stripeEnv, STRIPE_WEBHOOK_SECRET: 'wh_TopSecret456' })).not.toContain('TopSecret456');
  });
});
