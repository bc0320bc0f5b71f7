/**
 * The knowledge import's tree work in a worker thread (started by `growTreeInThread`,
 * ./grow-in-thread.ts): summarising the new leaves, their paths to the root and cutting their
 * passages with the offline engine, off the server's event loop.
 */
import { serveThread } from "@/lib/jobs/thread";
import { growTreeOffline, type GrowInput } from "./grow-tree";

serveThread((input: GrowInput, report) => growTreeOffline(input, (done, total) => report([done, total])));
