// The cost a turn pays to see connection changes at once: one read of the instance's connections
// version (lib/connections/registry.ts refreshModelRegistry) when nothing changed, and a reload
// (rows read, keys decrypted) when something did. Run: npm run bench:connections
import { scriptDatabase } from "./temp-db";

const db = scriptDatabase("bench-connections", { always: true });
const { refreshModelRegistry } = await import("@/lib/connections/registry");
const { addConnection } = await import("@/lib/connections/connections");
const { getDb } = await import("@/lib/db/client");

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

try {
  process.env.CONNECTIONS_ALLOW_PRIVATE_URLS = "1";
  for (let i = 0; i < 20; i++)
    await addConnection({ name: `c${i}`, provider: "openai", key: `sk-bench-key-${i}-0000000000` });
  await refreshModelRegistry();
  const unchanged: number[] = [];
  for (let i = 0; i < 500; i++) {
    const t = performance.now();
    await refreshModelRegistry();
    unchanged.push(performance.now() - t);
  }
  const changed: number[] = [];
  for (let i = 0; i < 50; i++) {
    await getDb().instanceSettings.update({
      where: { id: "instance" },
      data: { connectionsVersion: { increment: 1 } },
    });
    const t = performance.now();
    await refreshModelRegistry();
    changed.push(performance.now() - t);
  }
  console.log(
    JSON.stringify({
      connections: 20,
      unchangedCheckMsMedian: Math.round(median(unchanged) * 1000) / 1000,
      reloadMsMedian: Math.round(median(changed) * 1000) / 1000,
    }),
  );
} finally {
  await db.close();
}
