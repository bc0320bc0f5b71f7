import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r35 (eval/real/questions.ts) and nothing else: its documents (Mosquitto's and sudo's manual
 * pages, Markdown notes, NEWS and changelogs, fetched with apt as the suite fetches them) read as the import reads
 * them, every key of every r35 question looked up with the suite's `containsKey` in those products' text, and each
 * absent question's likely answer looked for where it would be written (it must not be there). No answer is asked for
 * and no baseline is ranked: the integrator scores the batch once with `npm run eval -- --suite real`. Exit 1 when a
 * key is missing, an absent question turns out to be answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r35-keys.ts          # r35's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r35-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold
 * it). mosquitto and sudo follow Debian's updates in bookworm (2.0.11-1.2+deb12u2 and 1.9.13p3-1+deb12u4 when
 * written), so no probe names an upload after them or the first entry of a Debian changelog. Fifteen probes for the
 * ten absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // The upstream ChangeLog begins with 2.0.11 (2021-06-08); 2.0.12 is named nowhere.
  { product: "mosquitto", not: /(?<![\d.])2\.0\.12(?!\d)/, about: "Mosquitto 2.0.12 anywhere" },
  // 2.0.3's Security item (mosquitto_passwd -b using the username as the password) names no CVE.
  {
    product: "mosquitto",
    from: "2.0.3 - 2020-12-17",
    to: "2.0.2 - 2020-12-10",
    not: /CVE/,
    about: "CVE fixed in Mosquitto 2.0.3 (its section)",
  },
  {
    product: "mosquitto",
    not: /(?<![\d.])2\.0\.3(?!\d)[^\n]{0,80}CVE-\d|CVE-\d{4}-\d+[^\n]{0,80}(?<![\d.])2\.0\.3(?!\d)/,
    about: "a CVE next to 2.0.3",
  },
  // A listener's protocol may be websockets, but no port is given for it (the listener names its own port).
  {
    product: "mosquitto",
    from: "Set the protocol to accept for the current listener",
    to: "socket_domain",
    not: /\d{2,5}/,
    about: "Mosquitto's default websockets port (the protocol entry)",
  },
  {
    product: "mosquitto",
    not: /websockets?[^\n]{0,80}\bport\b[^\n]{0,20}\b\d{2,5}\b|\b(8080|8081|8083|9001)\b/i,
    about: "a port number next to websockets anywhere",
  },
  // EMQX is named nowhere, nor its dashboard port.
  { product: "mosquitto", not: /emqx/i, about: "EMQX (Mosquitto's text)" },
  { product: "mosquitto", not: /(?<!\d)18083(?!\d)/, about: "EMQX's dashboard port 18083" },
  // 2.0.11-1.2+deb12u1 lists five CVEs and closes no bug.
  {
    product: "mosquitto",
    from: "mosquitto (2.0.11-1.2+deb12u1)",
    to: "\n -- ",
    not: /closes|#\d{5,}/i,
    about: "Debian bug closed by mosquitto 2.0.11-1.2+deb12u1",
  },
  // NEWS begins with 1.9.13p3; 1.9.14 is named nowhere.
  { product: "sudo", not: /(?<![\d.])1\.9\.1[4-9](?!\d)/, about: "sudo 1.9.14 or later anywhere" },
  // 1.9.13p3-1+deb12u1 adds the upstream event log format patch (closes #1039557), no CVE.
  {
    product: "sudo",
    from: "sudo (1.9.13p3-1+deb12u1)",
    to: "\n -- ",
    not: /CVE/,
    about: "CVE fixed by sudo 1.9.13p3-1+deb12u1",
  },
  {
    product: "sudo",
    not: /deb12u1[^\n]{0,120}CVE-\d|CVE-\d{4}-\d+[^\n]{0,120}deb12u1/,
    about: "a CVE next to deb12u1",
  },
  // command_timeout names no default (Timeout_Spec gives only the syntax and examples).
  {
    product: "sudo",
    from: "The maximum amount of time a command is allowed to run before it is terminated",
    to: "log_server_timeout",
    not: /default/i,
    about: "sudoers' default command_timeout (its entry)",
  },
  {
    product: "sudo",
    not: /(?<!user_)command_timeout[^.\n]{0,100}default|default[^.\n]{0,40}(?<!user_)command_timeout/i,
    about: "a default next to command_timeout anywhere",
  },
  // doas is named nowhere.
  { product: "sudo", not: /\bdoas\b/i, about: "doas (sudo's text)" },
  // 1.9.13p3-1+deb12u2 fixes CVE-2025-32462 and closes no bug.
  {
    product: "sudo",
    from: "sudo (1.9.13p3-1+deb12u2)",
    to: "\n -- ",
    not: /closes|#\d{5,}/i,
    about: "Debian bug closed by sudo 1.9.13p3-1+deb12u2",
  },
];

void checkBatchKeys({
  batch: "r35",
  products: { mosquitto: ["mosquitto"], sudo: ["sudo"] },
  probes: ABSENT_PROBES,
});
