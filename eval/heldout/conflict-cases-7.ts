import type { HeldOutConflictCase } from "@/eval/heldout/conflict-cases";

/**
 * Claims training set A: hand-written merge-conflict pairs for the conflict check's learned
 * decisions (which statement pairs are contradictions, which are paraphrases or merely share
 * words). Written without reading the claims code (lib/) or the existing eval case files.
 *
 * Domains (workplace and money): software releases and deployments, on-call and incidents, IT
 * procurement, office moves, payroll and invoices, SaaS subscriptions, hiring, marketing campaigns,
 * legal contracts, board meetings, customer support, data centres, budgets, grant applications,
 * consulting engagements, a bakery, a print shop, a logistics desk. One topic per case.
 *
 * 70 cases: 36 with planted conflicts, 34 without.
 * - 10 restatements of one fact worded differently (synonyms for the attribute: rent / monthly
 *   lease payment, starts / kick-off, day rate / daily fee ...); shapes [] or "close".
 * - 8 "multi": one sentence with several facts, one differing (agreeing values written differently
 *   are listed as paraphrases).
 * - 6 "correction": a later "actually / update / scratch that" on either side.
 * - 6 identifiers, versions, names, places or choices ("identifier" 3, "close" 3).
 * - 6 "negation": a decision reversed.
 * - 14 "paraphrase" (no conflict): the same value written two ways (currency and k/million, dates,
 *   clock times, counts in words, durations, percentages, versions, units).
 * - 14 "shared-words" (no conflict): per item vs total, two people, two teams, two sites, two
 *   months, two products, a limit vs a usage, a plan vs an actual, a minimum vs a maximum, last
 *   year's vs this year's figure, two shifts, two attributes of one subject, two print runs.
 * - 6 agreements restated in other words (2 "paraphrase", 2 "shared-words", 2 with shapes []).
 * Shape counts over all 70: paraphrase 16, shared-words 18, multi 8, correction 6, negation 6,
 * close 13, identifier 3 (the restatements given "close" and the wordless agreements "shared-words"
 * when the set joined eval/heldout).
 */
export const HELDOUT_CONFLICT_CASES_7: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------------------------------------
  // Planted conflicts: restatements worded very differently
  // ---------------------------------------------------------------------------------------------
  {
    name: "a-procurement-rack-invoice-restated",
    branch: [
      "Finance pinged me about the Acme paperwork. The vendor's invoice came to $8,200, and that already includes the rails and the PDU upgrade.",
      "I've put it in the queue for Thursday's payment run unless somebody objects.",
    ],
    parent: [
      "Reminder before quarter close: we owe Acme 8,900 dollars for the racks, due net-30 from delivery.",
      "Could whoever raised the PO check that the number on it matches what's in Coupa?",
    ],
    conflicts: [["$8,200", "8,900 dollars"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "a-office-leeds-rent-vs-lease-payment",
    branch: [
      "Signed the heads of terms for the Leeds floor this afternoon, finally.",
      "Rent is £6,450 a month; service charge comes on top and gets billed quarterly.",
    ],
    parent: [
      "For the FY forecast I've pencilled in our monthly lease payment on the new Leeds space at £5,950 — shout if that's off.",
      "Movers are booked for the last weekend of May.",
    ],
    conflicts: [["£6,450", "£5,950"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "a-marketing-newsletter-start-vs-kickoff",
    branch: [
      "Heads-up for the design folks: the spring newsletter push starts on 14 April, right after Easter, which gives you roughly two weeks for the banners.",
    ],
    parent: [
      "Agency confirmed the kick-off for the newsletter campaign: 21 April.",
      "They want final copy by the Wednesday before. Who owns the subject lines this time?",
    ],
    conflicts: [["14 April", "21 April"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "a-hiring-offer-base-vs-contract-salary",
    branch: [
      "Talked to Priya's recruiter this morning. We're offering her €72k base for the backend role, starting in June, and she sounded keen.",
    ],
    parent: [
      "HR has drafted Priya's contract: base salary €68,000 plus the standard 10% bonus target.",
      "Start date June as discussed; the laptop order goes in next week.",
    ],
    conflicts: [["€72k", "€68,000"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "a-datacentre-cage-power-allotment",
    branch: [
      "Checked with the Frankfurt colo — our cage is provisioned for 40 kW, so the four new GPU nodes fit with room to spare.",
    ],
    parent: [
      "Careful with the GPU plan: according to the contract, the Frankfurt cage's power allotment is thirty-two kilowatts.",
      "Each of those nodes pulls close to 6 kW under load, for what it's worth.",
    ],
    conflicts: [["40 kW", "thirty-two kilowatts"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "a-bakery-cafe-standing-order",
    branch: [
      "The Dock café takes 60 croissants every morning now — they bumped it after the weekend rush.",
      "They also asked whether we can do almond ones on Fridays. I said probably?",
    ],
    parent: [
      "Writing tomorrow's bake sheet. Standing order for Dock is four dozen butter croissants, out the door by 7.",
    ],
    conflicts: [["60 croissants", "four dozen"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "a-legal-msa-termination-notice",
    branch: [
      "Read through the Northwind MSA last night. Either side can walk away on 30 days' notice, which is friendlier than I expected.",
      "Liability cap is 12 months of fees.",
    ],
    parent: [
      "Legal's summary of the Northwind agreement: termination needs ninety days' written notice from either party, no break fee.",
      "Liability is capped at twelve months' fees, standard stuff.",
    ],
    conflicts: [["30 days'", "ninety days'"]],
    paraphrases: [["12 months of fees", "twelve months' fees"]],
    shapes: ["close"],
  },
  {
    name: "a-consulting-day-rate-vs-daily-fee",
    branch: ["Brightline's people charge us CHF 1,150 a day; travel gets billed separately at cost."],
    parent: [
      "Budget check on the Brightline engagement: their daily fee is CHF 1,350 per consultant, and we have three of them through September.",
      "Travel is billed at cost on top, as you'd expect.",
    ],
    conflicts: [["CHF 1,150", "CHF 1,350"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "a-incident-impact-duration-vs-window",
    branch: [
      "Drafting the postmortem for Tuesday's checkout incident. Total customer impact was 47 minutes, mostly failed card authorisations.",
      "Root cause looks like the expired intermediate cert on the payments proxy.",
    ],
    parent: [
      "From the status page timeline, payments were down from 09:12 to 10:20 on Tuesday. I'll attach the Grafana screenshots.",
      "Agree it was the cert on the proxy.",
    ],
    conflicts: [["47 minutes", "from 09:12 to 10:20"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "a-saas-design-tool-seat-count",
    branch: ["Renewal reminder came in — we're paying Figma for 25 editor seats on the org plan, renews in October."],
    parent: [
      "I counted the design licences for the software audit: the Figma org plan covers thirty seats, and eight of them haven't been opened since spring.",
    ],
    conflicts: [["25 editor seats", "thirty seats"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------------------------------------
  // Planted conflicts: several facts in one sentence, one differs
  // ---------------------------------------------------------------------------------------------
  {
    name: "a-release-rollout-plan-multi",
    branch: [
      "Plan for the release: v3.4 goes to prod on Thursday at 16:00, canary at 5% for an hour, then full rollout if error rates hold.",
    ],
    parent: [
      "Confirming with ops — 3.4.0 deploys Thursday at 18:00, five percent canary, full rollout after sixty minutes.",
      "Release notes are in the wiki draft if anyone wants to proofread.",
    ],
    conflicts: [["16:00", "18:00"]],
    paraphrases: [
      ["v3.4", "3.4.0"],
      ["5%", "five percent"],
      ["an hour", "sixty minutes"],
    ],
    shapes: ["multi"],
  },
  {
    name: "a-payroll-may-run-summary-multi",
    branch: [
      "Payroll summary for May: runs on the 25th, 212 employees, total gross €1.38M, and the pension contributions go out the same day.",
    ],
    parent: [
      "May payroll is scheduled for the twenty-fifth — 212 employees, €1,420,000 gross. Pension contributions leave with it.",
    ],
    conflicts: [["€1.38M", "€1,420,000"]],
    paraphrases: [["the 25th", "the twenty-fifth"]],
    shapes: ["multi"],
  },
  {
    name: "a-board-summer-meeting-logistics-multi",
    branch: [
      "Logistics for the summer board meeting: 12 June in Oslo, 9 directors attending in person, and the budget vote is the main item.",
    ],
    parent: [
      "For the board meeting I've got June 12th, Bergen, nine directors confirmed, budget vote first on the agenda.",
      "Catering order goes to the hotel on Monday.",
    ],
    conflicts: [["Oslo", "Bergen"]],
    paraphrases: [
      ["12 June", "June 12th"],
      ["9 directors", "nine directors"],
    ],
    shapes: ["multi"],
  },
  {
    name: "a-printshop-flyer-job-ticket-multi",
    branch: [
      "Job ticket for the Kaffeehaus order: 500 flyers, A5, 170gsm silk, ready for collection Friday afternoon.",
    ],
    parent: [
      "Kaffeehaus rang to confirm — five hundred A5 flyers on 170gsm gloss, they'll pick up Friday.",
      "Proof was approved yesterday, so it's just waiting on press time.",
    ],
    conflicts: [["silk", "gloss"]],
    paraphrases: [["500 flyers", "five hundred A5 flyers"]],
    shapes: ["multi"],
  },
  {
    name: "a-logistics-container-sailing-multi",
    branch: ["Container MSKU 447120 leaves Rotterdam on the 3rd with 18 pallets, ETA Gdańsk on the 7th."],
    parent: [
      "Booking confirmation is in: departs Rotterdam 3 March, 22 pallets of the ceramics order, arriving Gdańsk 7 March.",
      "Customs broker already has the packing list.",
    ],
    conflicts: [["18 pallets", "22 pallets"]],
    paraphrases: [
      ["the 3rd", "3 March"],
      ["the 7th", "7 March"],
    ],
    shapes: ["multi"],
  },
  {
    name: "a-support-premium-tier-sla-multi",
    branch: [
      "Drafting the Premium tier page: first response within 2 hours, 24/7 coverage, and a named account manager.",
    ],
    parent: [
      "Per the contract template, Premium support is a 120-minute first response, business hours only, with a named account manager.",
      "Can you make sure the page matches that before it goes live?",
    ],
    conflicts: [["24/7 coverage", "business hours only"]],
    paraphrases: [["2 hours", "120-minute"]],
    shapes: ["multi"],
  },
  {
    name: "a-grant-foundation-ask-and-deadline-multi",
    branch: [
      "We're asking the Ashworth Foundation for £180,000 over 3 years; the deadline is 30 September and the budget annex is nearly done.",
    ],
    parent: [
      "Ashworth application: £180k across three years, submission due 15 September. I'll chase the letters of support.",
    ],
    conflicts: [["30 September", "15 September"]],
    paraphrases: [
      ["£180,000", "£180k"],
      ["3 years", "three years"],
    ],
    shapes: ["multi"],
  },
  {
    name: "a-hiring-sre-interview-loop-multi",
    branch: [
      "Panel for the SRE candidate on Wednesday: 4 interviews, 45 minutes each, with lunch with the team in between.",
    ],
    parent: ["Scheduling the SRE loop — four rounds on Wednesday, an hour each; Maya's doing the systems design one."],
    conflicts: [["45 minutes", "an hour"]],
    paraphrases: [["4 interviews", "four rounds"]],
    shapes: ["multi"],
  },

  // ---------------------------------------------------------------------------------------------
  // Planted conflicts: corrections later in the text
  // ---------------------------------------------------------------------------------------------
  {
    name: "a-budget-offsite-corrected-on-branch",
    branch: [
      "Team offsite budget is €9,000 for everything, travel included.",
      "Actually, make that €11,500 — finance signed off on the extra night in Porto.",
    ],
    parent: [
      "Booking the venue in Porto now. I'm working to the €9,000 offsite budget we agreed, so I'm keeping it tight.",
    ],
    conflicts: [["€11,500", "€9,000"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "a-release-code-freeze-corrected-on-parent",
    branch: ["Code freeze for the holidays begins 16 December; I'll let the on-call rotation know."],
    parent: [
      "Freeze starts 16 December, same as last year.",
      "Update: leadership pulled the code freeze forward to 12 December because of the Black Friday backlog.",
    ],
    conflicts: [["16 December", "12 December"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "a-bakery-wedding-cake-tiers-corrected",
    branch: [
      "The Hendricks wedding cake is three tiers, lemon and elderflower.",
      "Correction — the bride just called, it's four tiers now, same flavours.",
    ],
    parent: [
      "Costing the Hendricks cake at three tiers, lemon-elderflower sponge, delivery to the venue on the Saturday.",
    ],
    conflicts: [["four tiers", "three tiers"]],
    paraphrases: [["lemon and elderflower", "lemon-elderflower"]],
    shapes: ["correction"],
  },
  {
    name: "a-saas-chat-renewal-date-corrected-on-parent",
    branch: ["Our Slack renewal is on 1 August, billed annually, so there's plenty of time to renegotiate."],
    parent: [
      "Slack renews on 1 August I think.",
      "Scratch that, I checked the admin console: the renewal date is 1 July, so we have less time than we thought.",
    ],
    conflicts: [["1 August", "1 July"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "a-datacentre-maintenance-window-corrected",
    branch: [
      "Maintenance window for the Dublin core switch replacement: Saturday 02:00–04:00 UTC.",
      "oops, typo above, it's 01:00–05:00 UTC — the vendor wants four hours.",
    ],
    parent: ["Posted the customer notice: Dublin maintenance Saturday 02:00–04:00 UTC, expect brief packet loss."],
    conflicts: [["01:00–05:00 UTC", "02:00–04:00 UTC"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "a-invoice-payment-terms-corrected-on-parent",
    branch: ["Sent invoice INV-2291 to Halvorsen this morning, net 30 terms, €14,200."],
    parent: [
      "Halvorsen invoice went out on net 30, €14,200.",
      "Correction from accounts: INV-2291 was actually issued on net 45 because of their framework agreement.",
    ],
    conflicts: [["net 30", "net 45"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---------------------------------------------------------------------------------------------
  // Planted conflicts: identifiers, versions, names, places, choices
  // ---------------------------------------------------------------------------------------------
  {
    name: "a-deploy-base-image-tag",
    branch: [
      "For the API service we're pinning the base image to node:20.11.1-alpine until the memory leak is sorted.",
    ],
    parent: [
      "FYI the Dockerfile for the API service now uses node:20.12.0-alpine, merged this morning.",
      "Staging is green.",
    ],
    conflicts: [["node:20.11.1-alpine", "node:20.12.0-alpine"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "a-oncall-dns-incident-ticket-id",
    branch: ["I'm tracking the DNS resolution failures under INC-40718, please add notes there rather than in Slack."],
    parent: [
      "The incident ticket for last night's DNS outage is INC-40781; comms lead is Farah.",
      "Resolver pool has been stable since 03:40.",
    ],
    conflicts: [["INC-40718", "INC-40781"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "a-office-paris-street-address",
    branch: [
      "Lease is done — the new Paris office is at 14 Rue de Provence, third floor, and we get the keys on the 2nd.",
    ],
    parent: [
      "Updated the website footer with the new Paris address: 18 Rue de Provence, 75009.",
      "IT will set up the network the week after we get keys.",
    ],
    conflicts: [["14 Rue de Provence", "18 Rue de Provence"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "a-legal-licence-signatory-name",
    branch: ["The Meridian licence agreement will be signed on our side by Marta Olsen as CFO; she's back Monday."],
    parent: [
      "DocuSign envelope for Meridian is set up with Jonas Berg as our signatory, since he holds the delegation for licence deals.",
    ],
    conflicts: [["Marta Olsen", "Jonas Berg"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "a-procurement-new-hire-laptop-model",
    branch: [
      "For the autumn intake we're going with the Dell Latitude 7440 as the standard new-hire laptop, 16 GB RAM.",
    ],
    parent: [
      "Procurement picked the Lenovo ThinkPad T14 for onboarding laptops this autumn, 16GB of RAM, three-year warranty.",
    ],
    conflicts: [["Dell Latitude 7440", "Lenovo ThinkPad T14"]],
    paraphrases: [["16 GB", "16GB"]],
    shapes: ["close"],
  },
  {
    name: "a-logistics-pickup-dock-number",
    branch: ["The Kowalski order ships via DHL Freight tomorrow, pickup from dock 7 at 10:00."],
    parent: ["Kowalski pallets are staged at dock 9 for the DHL pickup tomorrow morning at 10."],
    conflicts: [["dock 7", "dock 9"]],
    paraphrases: [["10:00", "morning at 10"]],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------------------------------------
  // Planted conflicts: negations / reversed decisions
  // ---------------------------------------------------------------------------------------------
  {
    name: "a-saas-monitoring-renewal-reversed",
    branch: ["After the cost review we will renew the Datadog contract for another year, at the reduced host count."],
    parent: [
      "Decision from the infra sync: we're not renewing Datadog; metrics move to Grafana Cloud when the contract ends in November.",
    ],
    conflicts: [["will renew", "not renewing"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "a-marketing-billboard-cancelled",
    branch: ["Good news: we're going ahead with the Central Station billboard for May, creative is due in two weeks."],
    parent: [
      "The Q2 budget cut hit marketing hard — the Central Station billboard isn't happening this spring.",
      "Social spend survives, at least.",
    ],
    conflicts: [["going ahead", "isn't happening"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "a-hiring-backfill-decision",
    branch: ["Headcount came through: we're backfilling Tom's position in Q3, and I'll open the req on Monday."],
    parent: [
      "From the leadership sync — Tom's position won't be backfilled this year; the work gets split across the team.",
    ],
    conflicts: [["we're backfilling", "won't be backfilled"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "a-support-refund-decision-reversed",
    branch: ["Spoke to the Brennan account manager. We'll refund them the full £340 for March given the outages."],
    parent: [
      "We decided not to refund Brennan for March; they used the service all month.",
      "Offering a goodwill credit on the next invoice instead.",
    ],
    conflicts: [["We'll refund", "not to refund"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "a-board-acquisition-vote",
    branch: [
      "Big news from the board meeting: they approved the Lindqvist acquisition, announcement planned for next week.",
    ],
    parent: [
      "Heard from the chair's office that the board voted down the Lindqvist deal, so please hold the announcement.",
    ],
    conflicts: [["approved", "voted down"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "a-printshop-menu-lamination",
    branch: ["The Harper menus get matte lamination, since they'll be wiped down every night.", "Quantity is 80, A4."],
    parent: ["Harper confirmed: no lamination on the menus, plain 350gsm card, 80 copies at A4."],
    conflicts: [["get matte lamination", "no lamination"]],
    paraphrases: [],
    shapes: ["negation"],
  },

  // ---------------------------------------------------------------------------------------------
  // No conflict: the same value written two ways
  // ---------------------------------------------------------------------------------------------
  {
    name: "a-marketing-trade-fair-booth-budget-k",
    branch: [
      "Booth at the Hamburg trade fair is budgeted at €40k, stand build included.",
      "We still need to decide who staffs it on day two.",
    ],
    parent: [
      "I've reserved EUR 40,000 in the events plan for the Hamburg trade fair booth.",
      "Lead-retrieval scanners are extra, I'll find out how much.",
    ],
    conflicts: [],
    paraphrases: [["€40k", "EUR 40,000"]],
    shapes: ["paraphrase"],
  },
  {
    name: "a-deploy-crm-cutover-iso-date",
    branch: [
      "CRM cutover is 7 March. It's a Saturday, so traffic should be low, and sales have been told to stay out of the old system from Friday evening.",
    ],
    parent: ["Change ticket CHG-5512 filed with go-live as 2026-03-07.", "Rollback plan attached to the ticket."],
    conflicts: [],
    paraphrases: [["7 March", "2026-03-07"]],
    shapes: ["paraphrase"],
  },
  {
    name: "a-bakery-flour-delivery-clock-time",
    branch: [
      "Flour delivery from Müller's comes at half past six on Tuesdays, so someone needs to be in to unlock the back door.",
    ],
    parent: ["Noted in the shared calendar: Müller flour drop, Tuesdays 06:30, 25 sacks."],
    conflicts: [],
    paraphrases: [["half past six", "06:30"]],
    shapes: ["paraphrase"],
  },
  {
    name: "a-support-emea-openings-count-words",
    branch: ["Support is hiring for three roles on the EMEA team — two tier-one, one tier-two."],
    parent: ["The EMEA support job ad is live on LinkedIn; it lists 3 openings, remote within the EU."],
    conflicts: [],
    paraphrases: [["three roles", "3 openings"]],
    shapes: ["paraphrase"],
  },
  {
    name: "a-board-prep-call-duration",
    branch: ["Board prep call is booked for 90 minutes on Monday; the CFO wants to walk through the forecast first."],
    parent: [
      "Monday's board prep: I've blocked an hour and a half in everyone's calendars. Forecast walk-through is item one.",
    ],
    conflicts: [],
    paraphrases: [["90 minutes", "an hour and a half"]],
    shapes: ["paraphrase"],
  },
  {
    name: "a-saas-crm-discount-percent-words",
    branch: ["HubSpot agreed to a 15% discount if we sign for two years. Worth it?"],
    parent: [
      "Email from the HubSpot rep: fifteen percent off list on a 2-year commitment, offer valid until the end of the month.",
    ],
    conflicts: [],
    paraphrases: [
      ["15%", "fifteen percent"],
      ["two years", "2-year"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "a-datacentre-analytics-db-version",
    branch: [
      "Weekend work done: the analytics cluster in the Slough DC is upgraded to PostgreSQL 16.2, replicas caught up by Sunday night.",
    ],
    parent: [
      "Confirmed from monitoring — analytics DB reports Postgres v16.2 and replication lag is back under a second.",
    ],
    conflicts: [],
    paraphrases: [["PostgreSQL 16.2", "Postgres v16.2"]],
    shapes: ["paraphrase"],
  },
  {
    name: "a-logistics-consignment-weight-units",
    branch: ["The Aalborg consignment weighs 1.2 tonnes, so we need the truck with the tail-lift."],
    parent: ["Weight on the Aalborg waybill: 1,200 kg gross, 4 pallets. Driver's booked for Thursday."],
    conflicts: [],
    paraphrases: [["1.2 tonnes", "1,200 kg"]],
    shapes: ["paraphrase"],
  },
  {
    name: "a-consulting-engagement-value-million",
    branch: ["Signed off on the Orion engagement — it's worth $1.2 million over nine months, our biggest this year."],
    parent: ["Orion SOW countersigned. Contract value USD 1,200,000; staffing plan to follow."],
    conflicts: [],
    paraphrases: [["$1.2 million", "USD 1,200,000"]],
    shapes: ["paraphrase"],
  },
  {
    name: "a-legal-nda-effective-date-forms",
    branch: ["The NDA with Vantage takes effect October 1st and runs for two years."],
    parent: ["Filed the Vantage NDA in the contracts register: effective date 1 Oct 2026, term 24 months."],
    conflicts: [],
    paraphrases: [
      ["October 1st", "1 Oct 2026"],
      ["two years", "24 months"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "a-oncall-handover-noon",
    branch: [
      "Reminder for the new folks: on-call handover happens at noon every Monday, and you post the open incidents in #ops-handover.",
    ],
    parent: ["PagerDuty rotation switches on Mondays at 12:00 — I double-checked the schedule config."],
    conflicts: [],
    paraphrases: [["noon", "12:00"]],
    shapes: ["paraphrase"],
  },
  {
    name: "a-invoice-contractor-pounds-k",
    branch: ["Lena's contractor invoice for March is £2.4k; she's sent it to the accounts inbox."],
    parent: ["Can someone approve Lena's March invoice? 2,400 pounds, bank details unchanged from last time."],
    conflicts: [],
    paraphrases: [["£2.4k", "2,400 pounds"]],
    shapes: ["paraphrase"],
  },
  {
    name: "a-printshop-business-card-reorder",
    branch: ["Reorder for Sam Whitfield: a thousand business cards, same design as last time, phone number unchanged."],
    parent: ["Sam's reprint is queued for Wednesday — 1,000 cards on the 400gsm uncoated stock like before."],
    conflicts: [],
    paraphrases: [["a thousand business cards", "1,000 cards"]],
    shapes: ["paraphrase"],
  },
  {
    name: "a-office-bristol-movers-notice",
    branch: ["Pickfords need two weeks' notice for the Bristol move, so we should lock the date soon."],
    parent: [
      "Bristol move: the removal firm asked for 14 days' notice. If we want the 20th we have to book by Friday.",
    ],
    conflicts: [],
    paraphrases: [["two weeks'", "14 days'"]],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------------------------------------------------------
  // No conflict: different facts that share words
  // ---------------------------------------------------------------------------------------------
  {
    name: "a-procurement-monitor-unit-vs-total",
    branch: ["Found the Dell 27-inch monitors at $289 each on the reseller portal, cheaper than last quarter."],
    parent: ["The monitor order totals $5,780 for twenty screens, shipping free. Approving now."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a-payroll-overtime-two-people",
    branch: ["Anna's overtime for the February payroll was 12 hours, all approved by her lead."],
    parent: ["Ben logged 9 hours of overtime in February; I've added it to the payroll file."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a-budget-cloud-two-teams",
    branch: ["Platform team's Q3 cloud budget is $48,000, up a bit because of the new staging environment."],
    parent: ["Data team's Q3 cloud budget landed at $31,000 after the Snowflake renegotiation."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a-datacentre-pue-two-sites",
    branch: ["Latest energy report is out: the Amsterdam site ran at a PUE of 1.4 last month."],
    parent: ["Madrid site PUE for the same month was 1.6; the chiller retrofit should bring that down."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a-marketing-ad-spend-two-months",
    branch: ["April's ad spend was €12,300 across Google and Meta."],
    parent: ["May's ad spend came to €15,900 — the product launch pushed it up.", "June should be quieter."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a-saas-wiki-two-plan-prices",
    branch: ["Notion Plus costs $10 per seat a month on annual billing, which covers most of the company."],
    parent: ["For the admins we'd need Notion Business, that's $15 per seat a month; it's the one with SAML SSO."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a-support-agent-seat-limit-vs-usage",
    branch: ["Our Zendesk plan allows 50 agent seats."],
    parent: ["Checked the admin panel: we're currently using 37 agent seats, so there's room for the new hires."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a-consulting-audit-estimate-vs-billed",
    branch: ["The estimate for the Kessler audit engagement was 40 consulting days when we scoped it in January."],
    parent: [
      "Timesheets show 46 days billed on Kessler so far, so we're over the original scope and should talk to them about a change order.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a-hiring-salary-band-min-vs-max",
    branch: ["For the product designer req, the minimum of the band is €55,000."],
    parent: ["Same req — the top of the band is €70,000, and only for someone with design-system experience."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a-bakery-christmas-last-year-vs-forecast",
    branch: ["Last year's Christmas revenue was £18,400, mostly stollen and mince pies."],
    parent: ["For this Christmas we're forecasting £21,000 if the corporate hamper orders come through."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a-logistics-warehouse-two-shifts",
    branch: ["At the Tilburg warehouse the early shift starts at 06:00 with eight pickers."],
    parent: ["Late shift at Tilburg starts at 14:00 and has six pickers this week."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a-office-lisbon-desks-vs-area",
    branch: ["The new Lisbon office has 60 desks, plus two meeting rooms."],
    parent: ["Floor plan for Lisbon came through: 850 square metres, with the kitchen by the windows."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a-printshop-festival-two-runs",
    branch: ["The poster run for the jazz festival is 250 copies, A2."],
    parent: ["And the festival flyer run is 2,000 copies, A6, double-sided."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a-grant-request-vs-fund-cap",
    branch: ["Our request to the Clearwater Fund is £95,000 for the two-year pilot."],
    parent: ["Worth noting the Clearwater Fund's maximum award is £150,000, so we're comfortably under."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },

  // ---------------------------------------------------------------------------------------------
  // No conflict: agreements restated in other words
  // ---------------------------------------------------------------------------------------------
  {
    name: "a-release-login-hotfix-live",
    branch: ["Hotfix for the login bug is live in production as of 11:20."],
    parent: ["QA confirmed prod has the login fix deployed and the error rate is back to baseline."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a-support-order-refund-approved",
    branch: ["Refund for order 8812 has been approved; the customer gets it in 3-5 working days."],
    parent: ["Approved the refund on 8812 and emailed the customer."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a-payroll-december-payday-early",
    branch: ["Salaries will be paid a day early in December, on the 22nd, because of the bank holidays."],
    parent: ["Note for staff: December payday is brought forward to 22 December."],
    conflicts: [],
    paraphrases: [["the 22nd", "22 December"]],
    shapes: ["paraphrase"],
  },
  {
    name: "a-board-hiring-plan-signed-off",
    branch: ["The board signed off on next year's hiring plan at Thursday's meeting."],
    parent: ["Hiring plan for next year: approved by the directors on Thursday, so recruiters can start."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a-office-manchester-stays-open",
    branch: ["We're keeping the Manchester office open after all — the lease extension went through."],
    parent: ["Manchester stays open, no closure this year; the lease was extended."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a-datacentre-generator-test-passed",
    branch: ["The backup generator test at the Slough data centre passed after half an hour at full load."],
    parent: ["Generator test at Slough went fine — ran 30 minutes at full load, no issues with the transfer switch."],
    conflicts: [],
    paraphrases: [["half an hour", "30 minutes"]],
    shapes: ["paraphrase"],
  },
];
