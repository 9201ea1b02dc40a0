/** The expert address of the second e2e server: only there is expert support offered. */
export const EXPERT_EMAIL = "expert@balaca.example";

/** The operator and creator the second e2e server is configured with (playwright.config.ts). */
export const NAMED_OPERATOR = {
  OPERATOR_NAME: "Balaca Test MMC",
  OPERATOR_ADDRESS: "Nizami küçəsi 1, Bakı AZ1000",
  OPERATOR_TAX_ID: "1234567891",
  OPERATOR_EMAIL: "privacy@balaca.example",
  OPERATOR_DATA_LOCATION: "Bakı, Azərbaycan",
  CREATOR_NAME: "Test Müəllif",
  CREATOR_CREDENTIALS: "uşaq psixoloqu (test)",
};
