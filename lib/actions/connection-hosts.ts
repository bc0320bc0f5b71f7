import "server-only";
import { headers } from "next/headers";
import { selfHostsOf } from "@/lib/connections/url-policy";

/** The hosts this instance is reached at by the current request (a connection may not point at them). */
export async function requestSelfHosts(): Promise<string[]> {
  return selfHostsOf((await headers()).get("host"));
}
