import { registerAllPaymentPurposes } from "~/domain/payment-purposes.server";

registerAllPaymentPurposes();
