import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 17 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: MRI service contract price, IRB submission deadline, core switch firmware window,
 *     ward night nurse staffing, Kubernetes version pin, histology ethanol order,
 *     soil microbiome grant PI, offsite tape vault location;
 *   close, few shared words: outpatient pharmacy on the holiday (negation), ETL replica host
 *     (identifier), sleep study enrollment target, EHR hosting SLA;
 *   correction: blood drive date (branch), analytics node RAM (branch), radiology huddle room
 *     (parent), NSF equipment budget line (parent);
 *   multi: staff flu shot clinic, billing service region cutover, biophysics meeting posters,
 *     new ICU wing opening, ingestion outage postmortem, centrifuge purchase;
 *   paraphrase: privacy training deadline, wearable ECG pilot award, nightly volume snapshots,
 *     vaccine fridge temperature, data engineer hiring, dialysis session length, clinician burnout
 *     survey, PACS archive storage, cellulitis antibiotic dose, biosafety officer, telehealth
 *     steering meetings, campus fibre run;
 *   shared-words: helpdesk tickets per person, ward hand-hygiene target vs actual, genomics storage
 *     quota vs usage, lab publications by year, laptop battery unit price vs batch total,
 *     north vs south community clinic volumes.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_17: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h17 mri service contract",
    branch: [
      "Did biomed send over the renewal terms yet?",
      "Yes — the vendor quote for the MRI service contract came in at $48,500 per year, parts and labour included.",
      "OK, I'll forward it to finance.",
    ],
    parent: [
      "Quick update from the call with Siemens: they want $52,000 a year to keep maintaining the 3T scanner.",
      "That's more than I expected. Does it cover coil replacements?",
      "It does, plus the preventive visits.",
    ],
    conflicts: [["$48,500 per year", "$52,000 a year"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h17 irb submission deadline",
    branch: [
      "When do we have to file with the IRB for the asthma inhaler study?",
      "Our IRB submission deadline is 14 March, so the consent forms need to be final the week before.",
    ],
    parent: [
      "Ethics paperwork has to be in by March 21, per the committee secretary.",
      "Got it. I'll chase Leah for the data management plan.",
    ],
    conflicts: [["14 March", "March 21"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h17 core switch firmware window",
    branch: [
      "Change request approved. The core switch firmware upgrade starts at 22:00 on Saturday and should take about ninety minutes.",
      "Can someone let the ED charge nurse know?",
    ],
    parent: [
      "Network team says the maintenance window for the core switch opens at 11 pm Saturday.",
      "Thanks, I'll put it on the ops calendar.",
    ],
    conflicts: [["22:00", "11 pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h17 ward night staffing",
    branch: [
      "For the ward reopening we'll need seven nurses on the night shift.",
      "Agreed, and let's ask bank staff to cover sickness.",
    ],
    parent: [
      "Staffing plan for the refurbished unit: nine RNs overnight, rota goes out Friday.",
      "Who's signing it off?",
      "The matron.",
    ],
    conflicts: [["seven nurses", "nine RNs"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h17 kubernetes version pin",
    branch: [
      "We're pinning the prod cluster to Kubernetes 1.28 for now.",
      "Makes sense, the ingress controller isn't certified on anything newer yet.",
    ],
    parent: [
      "Platform sync notes: the production control plane stays on 1.27 for the time being; staging can experiment.",
      "👍",
    ],
    conflicts: [["Kubernetes 1.28", "stays on 1.27"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h17 histology ethanol order",
    branch: [
      "Please order 2.5 litres of ethanol for the histology lab this month.",
      "Absolute or denatured?",
      "Absolute, from the usual supplier.",
    ],
    parent: ["Histology asked for 5 L of absolute ethanol in this month's order.", "I'll add it to the Thermo cart."],
    conflicts: [["2.5 litres", "5 L"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h17 soil microbiome grant pi",
    branch: [
      "Who's signing as lead on the soil microbiome application?",
      "Dr. Okafor is the principal investigator; Sam and I are co-Is.",
    ],
    parent: [
      "The soil microbiome proposal lists Dr. Lindqvist as PI on the cover page.",
      "Budget justification is still a draft, by the way.",
    ],
    conflicts: [["Dr. Okafor", "Dr. Lindqvist"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h17 offsite tape vault",
    branch: ["Tape backups get shipped to the Reno vault every Friday afternoon."],
    parent: [
      "Where do our offsite copies end up?",
      "The courier drives them to Iron Mountain's facility in Sacramento.",
    ],
    conflicts: [["Reno vault", "in Sacramento"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ------------------------------------------------- close, few shared words (4)
  {
    name: "h17 pharmacy holiday opening",
    branch: ["Good news for the discharge team: the outpatient pharmacy will be open on Thanksgiving, reduced hours."],
    parent: [
      "Heads up, the dispensing counter won't open on the holiday itself — patients should collect Wednesday.",
      "I'll tell the discharge nurses.",
    ],
    conflicts: [["will be open on Thanksgiving", "won't open on the holiday"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h17 etl replica host",
    branch: ["Configure the nightly ETL to pull from db-replica-07.internal.", "Done, the cron entry is in the repo."],
    parent: ["FYI the warehouse loader's source host is db-replica-01.internal, never the primary."],
    conflicts: [["db-replica-07.internal", "db-replica-01.internal"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h17 sleep study enrollment",
    branch: ["We're recruiting 240 participants for the sleep study, split across both sites."],
    parent: [
      "Enrollment target for the insomnia trial: 320 people.",
      "Recruitment flyers went up in the student union today.",
    ],
    conflicts: [["240 participants", "320 people"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h17 ehr hosting sla",
    branch: ["The SLA we signed guarantees 99.9% availability for the EHR.", "Service credits kick in below that."],
    parent: ["Contractually the records platform host must keep it up 99.95% of the time, measured monthly."],
    conflicts: [["99.9% availability", "99.95% of the time"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- correction (4)
  {
    name: "h17 blood drive date correction",
    branch: [
      "Blood drive is on the 12th in the main lobby.",
      "Sorry, I misread the flyer — it's the 19th, same place.",
    ],
    parent: ["The Red Cross blood drive is the 12th, main lobby, sign-ups on the intranet."],
    conflicts: [["the 19th", "the 12th"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h17 analytics node ram correction",
    branch: [
      "The new analytics nodes ship with 256 GB of RAM each.",
      "Update: procurement swapped the config, they're 512 GB per node now.",
    ],
    parent: ["Each analytics node has 256 GB memory, so the whole cohort table fits in cache.", "Nice."],
    conflicts: [["512 GB per node", "256 GB memory"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h17 radiology huddle room correction",
    branch: ["Morning huddle for radiology is at 7:30 in Reading Room B."],
    parent: [
      "Radiology huddle is 7:30, Reading Room B.",
      "Scratch that — they moved it to Reading Room D starting Monday, B is being rewired.",
    ],
    conflicts: [["Reading Room B", "Reading Room D"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h17 nsf equipment budget correction",
    branch: ["The equipment line in the NSF budget is $85,000.", "That covers the confocal upgrade."],
    parent: [
      "Equipment is budgeted at $85,000 in the draft.",
      "Actually, after the program officer's comments we cut equipment to $70,000 and moved the rest to personnel.",
    ],
    conflicts: [["$85,000", "$70,000"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---------------------------------------------------------------- multi (6)
  {
    name: "h17 staff flu clinic",
    branch: [
      "Are we doing the staff flu clinic again this year?",
      "Yes — the flu shot clinic runs on Tuesday, October 8 from 9 a.m. to 1 p.m. in the staff cafeteria, and we've ordered 400 doses.",
    ],
    parent: [
      "Occupational health confirmed: staff flu clinic Tue Oct 8, 09:00–13:00, cafeteria, 350 doses on order.",
      "Can we get a volunteer list by Friday?",
    ],
    conflicts: [["400 doses", "350 doses"]],
    paraphrases: [
      ["Tuesday, October 8", "Tue Oct 8"],
      ["9 a.m. to 1 p.m.", "09:00–13:00"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h17 billing region cutover",
    branch: [
      "Cutover of the billing service to the new region is scheduled for the night of Friday 22 November, with a four-hour window and roughly 12 TB of data to sync.",
      "I'll draft the customer notice.",
    ],
    parent: [
      "For the billing migration we've got Friday, Nov 22, a 4-hour window, and about 15 TB to replicate (mostly invoice PDFs).",
      "Is the rollback plan signed off?",
      "Not yet, Tomás is reviewing it.",
    ],
    conflicts: [["12 TB", "15 TB"]],
    paraphrases: [
      ["Friday 22 November", "Friday, Nov 22"],
      ["four-hour window", "4-hour window"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h17 biophysics meeting posters",
    branch: [
      "Three of us are presenting posters at the biophysics meeting in Denver (March 3–6), and registration is $425 each.",
      "Can the travel grant cover it?",
    ],
    parent: [
      "Biophysics meeting logistics — Denver, 3 presenters, March 3–6, registration $395 per person.",
      "The hotel block closes soon, so book this week.",
    ],
    conflicts: [["$425 each", "$395 per person"]],
    paraphrases: [["Three of us", "3 presenters"]],
    shapes: ["multi"],
  },
  {
    name: "h17 icu wing opening",
    branch: ["The new ICU wing opens on 1 September with 24 beds and a staff of 60 nurses."],
    parent: [
      "ICU expansion goes live September 1st — 24 beds, 72 nurses on the roster, two intensivists per shift.",
      "Is the pharmacy satellite ready?",
      "Should be, they're stocking it next week.",
    ],
    conflicts: [["60 nurses", "72 nurses"]],
    paraphrases: [["1 September", "September 1st"]],
    shapes: ["multi"],
  },
  {
    name: "h17 ingestion outage postmortem",
    branch: [
      "Postmortem summary: the outage on Monday lasted 47 minutes, affected 3 of our 5 ingestion workers, and dropped about 1,200 events before the queue recovered.",
    ],
    parent: [
      "From the incident review — Monday's outage ran 47 min, took down three of five ingestion workers, and we lost roughly 1,800 events.",
      "Action items are in the doc.",
    ],
    conflicts: [["1,200 events", "1,800 events"]],
    paraphrases: [
      ["47 minutes", "47 min"],
      ["3 of our 5", "three of five"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h17 centrifuge purchase",
    branch: [
      "We're buying two centrifuges from Eppendorf at $6,200 apiece, with delivery on 14 May.",
      "Where will they go?",
      "Next to the biosafety cabinet on the east bench.",
    ],
    parent: ["PO approved: 2 Eppendorf centrifuges, $6,200 each, arriving May 21."],
    conflicts: [["14 May", "May 21"]],
    paraphrases: [
      ["two centrifuges", "2 Eppendorf centrifuges"],
      ["$6,200 apiece", "$6,200 each"],
    ],
    shapes: ["multi"],
  },

  // ---------------------------------------------------------------- paraphrase (12)
  {
    name: "h17 privacy training deadline",
    branch: [
      "Annual privacy training must be completed by 2024-11-30.",
      "Does that include contractors?",
      "Yes, anyone with EHR access.",
    ],
    parent: ["Reminder from compliance: the HIPAA modules are due November 30, 2024."],
    conflicts: [],
    paraphrases: [["2024-11-30", "November 30, 2024"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h17 wearable ecg pilot award",
    branch: ["We got the pilot award! $150k over two years for the wearable ECG project."],
    parent: [
      "The foundation's letter confirms $150,000 for the wearable ECG pilot, spread across two years.",
      "Congrats to everyone who worked on the resubmission.",
    ],
    conflicts: [],
    paraphrases: [["$150k", "$150,000"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h17 nightly volume snapshots",
    branch: ["What time do the volume snapshots run?", "Every night at 02:30 UTC."],
    parent: ["Nightly snapshots kick off at 2:30 am UTC, so don't schedule reindexing then."],
    conflicts: [],
    paraphrases: [["02:30", "2:30 am"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h17 vaccine fridge range",
    branch: ["The vaccine fridge must stay between 2 and 8 degrees Celsius; log it twice a day."],
    parent: ["Pharmacy audit note: keep the vaccine refrigerator at 2–8 °C and record readings morning and afternoon."],
    conflicts: [],
    paraphrases: [
      ["2 and 8 degrees Celsius", "2–8 °C"],
      ["twice a day", "morning and afternoon"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h17 data engineer hiring",
    branch: ["We're hiring twelve data engineers this year, most of them for the streaming team."],
    parent: [
      "Headcount plan for the year includes 12 new data engineers.",
      "And the ML platform roles?",
      "Those are on a separate req.",
    ],
    conflicts: [],
    paraphrases: [["twelve data engineers", "12 new data engineers"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h17 dialysis session length",
    branch: ["How long is each dialysis session for the new patients?", "Four hours, three times a week."],
    parent: ["Dialysis unit protocol: sessions run 240 minutes, thrice weekly."],
    conflicts: [],
    paraphrases: [
      ["Four hours", "240 minutes"],
      ["three times a week", "thrice weekly"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h17 clinician burnout survey",
    branch: ["Half of the survey respondents were clinicians, the rest admin and research staff."],
    parent: ["In the burnout survey, 50% of respondents work in clinical roles.", "Response rate was decent too."],
    conflicts: [],
    paraphrases: [["Half of the survey respondents", "50% of respondents"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h17 pacs archive storage",
    branch: ["The imaging archive needs another 1.5 TB of disk before year end."],
    parent: ["Storage ticket raised: 1,500 GB extra for the PACS archive.", "Approved by infra."],
    conflicts: [],
    paraphrases: [["1.5 TB", "1,500 GB"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h17 cellulitis antibiotic dose",
    branch: [
      "For the cellulitis pathway, the standard dose is 500 mg four times daily for five days.",
      "Any penicillin allergy alternative listed?",
      "Yes, on page two.",
    ],
    parent: ["Stewardship sheet says flucloxacillin 0.5 g q.i.d. for 5 days in uncomplicated cellulitis."],
    conflicts: [],
    paraphrases: [
      ["500 mg", "0.5 g"],
      ["four times daily", "q.i.d."],
      ["five days", "5 days"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h17 biosafety officer",
    branch: ["Who is the new biosafety officer for the BSL-2 suites?", "Dr. Priya Raman took over this month."],
    parent: ["Dr. Raman is our biosafety officer now; send the spill reports to her."],
    conflicts: [],
    paraphrases: [["Dr. Priya Raman", "Dr. Raman"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h17 telehealth steering cadence",
    branch: ["The steering committee for the telehealth rollout meets every two weeks on Thursday afternoons."],
    parent: ["Telehealth steering group is fortnightly, Thursday afternoons.", "Agenda goes out the day before."],
    conflicts: [],
    paraphrases: [["every two weeks", "fortnightly"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h17 campus fibre run",
    branch: ["The fibre run between the main hospital and the research campus is about 3 km."],
    parent: [
      "Quote request: roughly 3,000 metres of single-mode fibre to link the hospital and research campus.",
      "Include the splicing in the quote.",
    ],
    conflicts: [],
    paraphrases: [["3 km", "3,000 metres"]],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------------------------- shared-words (6)
  {
    name: "h17 helpdesk tickets per person",
    branch: ["Sprint review numbers: Maria closed 42 tickets this sprint, mostly password resets."],
    parent: ["Devon closed 35 tickets this sprint, including the printer queue mess.", "Good work all round."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h17 hand hygiene target vs actual",
    branch: ["Our hand-hygiene compliance target for ward 4 is 95% this quarter."],
    parent: [
      "Audit results: hand-hygiene compliance on ward 4 was 88% last month.",
      "We need more dispensers by the bays.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h17 genomics quota vs usage",
    branch: ["The storage quota for the genomics project on the cluster is 50 TB."],
    parent: [
      "Heads up, the genomics project is currently using 38 TB of storage on the cluster.",
      "Should we archive the old BAM files?",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h17 lab publications by year",
    branch: ["For the annual report: in 2022 the lab published 14 papers."],
    parent: ["In 2023 the lab published 19 papers, several with open data.", "Add that to the slide."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h17 laptop battery unit vs total",
    branch: ["Each replacement laptop battery costs $89 from the reseller."],
    parent: ["The total for the battery replacement batch comes to $2,670 for 30 laptops."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h17 north vs south clinic volume",
    branch: ["The north clinic sees about 60 patients a day on weekdays."],
    parent: [
      "The south clinic sees about 45 patients a day on weekdays, fewer in summer.",
      "Do we have the same numbers for the mobile van?",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
