// The floor's server: Express with compression, the client assets, and React Router's request
// handler over the production build; what a new React Router app's Express template does.
import { createServer } from "node:http";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";

const build = await import("./build/server/index.js");
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
app.use(express.static("build/client", { maxAge: "1h" }));
app.all("*splat", createRequestHandler({ build }));
createServer(app).listen(Number(process.env.PORT ?? 3100), "127.0.0.1");
