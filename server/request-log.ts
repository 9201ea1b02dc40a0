import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";

export interface RequestLogLine {
  time: string;
  level: "info" | "warn" | "error";
  msg: "request";
  request_id: string;
  method: string;
  /** The path only: query strings may carry tokens and are never logged. */
  path: string;
  status: number;
  duration_ms: number;
  bytes: number | null;
  ip: string;
}

export function requestLogLine(fields: Omit<RequestLogLine, "time" | "level" | "msg">, now = new Date()): RequestLogLine {
  const level = fields.status >= 500 ? "error" : fields.status >= 400 ? "warn" : "info";
  return { time: now.toISOString(), level, msg: "request", ...fields };
}

/** One structured JSON line per request, written when the response has been sent. */
export function requestLogMiddleware(enabled: boolean): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = req.get("x-request-id")?.slice(0, 64) || randomUUID();
    res.locals.requestId = requestId;
    res.set("X-Request-Id", requestId);
    if (enabled) {
      res.on("finish", () => {
        const line = requestLogLine({
          request_id: requestId,
          method: req.method,
          path: req.path,
          status: res.statusCode,
          duration_ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
          bytes: Number(res.get("content-length")) || null,
          ip: req.ip ?? "unknown",
        });
        (line.level === "info" ? process.stdout : process.stderr).write(`${JSON.stringify(line)}\n`);
      });
    }
    next();
  };
}
