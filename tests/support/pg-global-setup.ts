import { createTemplate, dropTemplate, testPostgresUrl } from "./pg-template.ts";

/** vitest global setup: with TEST_DATABASE_URL on PostgreSQL, migrate the template once for all workers. */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const url = testPostgresUrl();
  if (!url) return undefined;
  await createTemplate(url);
  return () => dropTemplate(url);
}
