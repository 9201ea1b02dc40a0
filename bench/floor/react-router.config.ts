import type { Config } from "@react-router/dev/config";

/** The bench's floor: React Router's smallest server-rendered app, see README.md. */
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
} satisfies Config;
