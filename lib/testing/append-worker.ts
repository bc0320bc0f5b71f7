// A separate writer process for the concurrency test (lib/db/positions.test.ts): appends `count`
// items to one node, all at once, on DATABASE_URL; prints the positions it got as JSON.
//   tsx --conditions=react-server lib/testing/append-worker.ts <nodeId> <count> <label>
import { closeDb } from "@/lib/db/client";
import { appendItem } from "@/lib/db/queries/items";

const [nodeId, count, label] = process.argv.slice(2);
const items = await Promise.all(
  Array.from({ length: Number(count) }, (_, i) =>
    appendItem(nodeId, { role: "note", content: `${label} ${i}`, tokenCount: 1 }),
  ),
);
console.log(JSON.stringify(items.map((item) => item.position)));
await closeDb();
