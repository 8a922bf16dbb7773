import type { Config } from "../../config.ts";
import type { PaymentProvider } from "./provider.ts";
import { createRazorpayProvider } from "./razorpay.ts";
import { createSandboxProvider, type SandboxProvider } from "./sandbox.ts";

export interface PaymentProviders {
  /** The provider PAYMENT_PROVIDER names: new orders go to it. */
  current: PaymentProvider;
  /** Present with PAYMENT_PROVIDER=sandbox: sandbox/complete exists then. */
  sandbox: SandboxProvider | undefined;
}

export function createPaymentProviders(config: Config, authSecret: Uint8Array): PaymentProviders {
  if (config.paymentProvider === "razorpay" && config.razorpay) {
    return {
      current: createRazorpayProvider(config.razorpay, config.paymentTimeoutMs),
      sandbox: undefined,
    };
  }
  const sandbox = createSandboxProvider(authSecret);
  return { current: sandbox, sandbox };
}
