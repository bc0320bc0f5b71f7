/**
 * Held-out merge-conflict pairs, set 61 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: veterinary practices and animal shelters. Roughly a third of the messages are written as
 * clinical record shorthand (SOAP notes, BID/SID/q8h, mg/kg, sx, f/u).
 *
 * Topics (one per case, 40 in all):
 *   close: theatre list start time, cat NSAID dose, stray microchip number, rabies vaccine lot,
 *     cat adoption fee, weekend kennel shift start, intake weight of a surrendered cat, overnight
 *     fluid rate, booster appointment time, weekly food order, endotracheal tube size, dental estimate.
 *   multi: rabbit pair neuter booking, a vet's Tuesday duties, adopter home check, discharge
 *     antibiotics, itchy dog's kennel card, tomorrow's surgery mix.
 *   correction: cat weight typo, retracted adoption, dental date moved, gabapentin frequency.
 *   paraphrase: puppy weight and wormer, kitten fosters, vaccine clinic date, hyperthyroid cat
 *     script, kitten hospital plan, cruciate recovery, vaccine invoice, sedation dose, triage
 *     temperature, boarding stay, donated kibble, puppy class.
 *   shared-words: last rabies vs booster due, lidocaine maximum vs dose given, kennel 4 vs kennel 14,
 *     intake vs current weight, standard vs recheck consult fee, free-delivery threshold vs order total.
 *
 * Counts by shape (a case may carry more than one): close 12, identifier 2, negation 2, multi 6,
 * correction 4, paraphrase 32, shared-words 6, list 3.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
import type { HeldOutConflictCase } from "./conflict-cases";

export const HELDOUT_CONFLICT_CASES_61: HeldOutConflictCase[] = [
  // ───────────────────────────── close ─────────────────────────────
  {
    name: "h61 theatre list start time for collie spay",
    branch: [
      "Can someone confirm Pepper's spay slot on Thursday? Mrs Okafor wants to know when to drop her off.",
      "Checked: Pepper's OVH starts at 9:15, first on Dr Hale's list. Admit from 8:00, fasted from 10pm Wednesday.",
      "Perfect, ringing her back now.",
    ],
    parent: [
      "Thursday theatre list, Dr Hale\n\n| Start | Patient | Procedure |\n|---|---|---|\n| 09:45 | Pepper (collie x, F, 19 kg) | OVH |\n| 11:00 | Toby (DSH, MN) | dental, 2 x extractions |\n| 13:30 | Biscuit (rabbit, F) | spay |",
      "Pre-op: Pepper + Toby NPO from 22:00 Wed, admit 08:00. Biscuit no fast (rabbit), comes in with her own hay.",
    ],
    conflicts: [["Pepper's OVH starts at 9:15", "09:45 | Pepper"]],
    paraphrases: [
      ["fasted from 10pm Wednesday", "NPO from 22:00 Wed"],
      ["Admit from 8:00", "admit 08:00"],
    ],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h61 meloxicam dose for lame cat",
    branch: [
      "S: Mochi, 4 yo FN DSH, lame LH since Sat, still eating. O: T 38.6, HR 180, wt 4.1 kg, mild pain on stifle flexion, no effusion. A: soft tissue strain L stifle. P: meloxicam 0.05 mg/kg PO SID x 4d, cage rest, f/u 1 wk.",
      "Owner asked re going outside, advised indoors until f/u.",
    ],
    parent: [
      "Mochi's owner rang to double-check the label. The discharge sheet reads: meloxicam 0.1 mg/kg once daily for four days, given with food.",
      "Recheck booked for one week from today with Dr Amara.",
    ],
    conflicts: [["meloxicam 0.05 mg/kg", "meloxicam 0.1 mg/kg"]],
    paraphrases: [
      ["SID x 4d", "once daily for four days"],
      ["f/u 1 wk", "one week from today"],
    ],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h61 stray staffie microchip number",
    branch: [
      "Intake 07:40: stray SBT x F, brown, no collar/tag, brought in by the council dog warden.",
      "Scanned her: chip 941000024681357, registered to a B. Lindqvist, but the phone number on file is dead.",
      "O: BCS 3/9, thin, otitis externa AD, v friendly. Wt 17.8 kg. P: stray hold 7 days, ear clean + topical BID, worm/flea today.",
    ],
    parent: [
      "I've put her on the lost-and-found page with chip no. 941000024681375 and emailed the database to chase an up-to-date keeper address.",
      "Her seven-day stray hold runs to next Friday; after that she goes for behaviour assessment.",
    ],
    conflicts: [["chip 941000024681357", "chip no. 941000024681375"]],
    paraphrases: [["stray hold 7 days", "seven-day stray hold"]],
    shapes: ["close", "identifier", "paraphrase"],
  },
  {
    name: "h61 rabies vaccine lot against recall",
    branch: [
      "Did any of Tuesday's rabies jabs come out of the lot in the recall email?",
      "Fridge log Tue: rabies x2 given, both lot RB-7742-K, exp 03/2026, fridge 4.1 °C.",
      "Good, the recall only names RB-7740 and RB-7741.",
    ],
    parent: [
      "Vaccine register, Tuesday:\n- Juno (lab, 3 yrs): rabies, lot RB-7724-K\n- Ferris (GSD, 5 yrs): rabies, lot RB-7724-K\n- Pilot (beagle pup): DHP + L4, no rabies",
      "Expiry on that rabies lot is March 2026, so nothing to worry about on that front.",
    ],
    conflicts: [["both lot RB-7742-K", "rabies, lot RB-7724-K"]],
    paraphrases: [["exp 03/2026", "March 2026"]],
    shapes: ["close", "identifier", "paraphrase"],
  },
  {
    name: "h61 adoption fee for young tabby",
    branch: [
      "A family's coming to meet Cleo (tabby, 2 yrs) on Saturday at 11. What's her fee these days?",
      "Cleo's adoption fee is £95, that covers her spay, first vaccines and chip.",
      "OK, I'll tell them to bring photo ID and proof of address as well.",
    ],
    parent: [
      "Updated Cleo's listing on the website: two-year-old tabby, fine with older children, adoption fee eighty-five pounds including neutering, vaccinations and microchip.",
      "Meet-and-greet with the Daley family is booked for Sat 11:00 in the cat room.",
    ],
    conflicts: [["adoption fee is £95", "adoption fee eighty-five pounds"]],
    paraphrases: [
      ["Saturday at 11", "Sat 11:00"],
      ["2 yrs", "two-year-old"],
    ],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h61 weekend kennel shift start",
    branch: [
      "Who's on kennels this weekend? I've lost the printout.",
      "Sat — Priya, Tom, Wen. Sun — Priya, Declan, Wen. Shifts start 7:30 both days, walks first then breakfast.",
      "Cheers, sticking it on the fridge.",
    ],
    parent: [
      "WEEKEND KENNEL ROTA (final)\nSaturday: Priya / Tom / Wen\nSunday: Priya / Declan / Wen\nStart: 07:00 both days. Walks first, breakfast after.",
    ],
    conflicts: [["Shifts start 7:30", "Start: 07:00"]],
    paraphrases: [["Sun — Priya, Declan, Wen", "Sunday: Priya / Declan / Wen"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h61 intake weight of surrendered ginger cat",
    branch: [
      "New intake: Pumpkin, ginger MN DSH, ~6 yrs, owner surrender (moving abroad).",
      "O: intake wt 3.2 kg, BCS 4/9, dental calculus gr 2, FIV/FeLV snap neg. Vacc hx unknown. P: start primary course, dental to be booked.",
      "He's really shy, spent the whole afternoon in the igloo.",
    ],
    parent: [
      "Pumpkin's kennel card: Intake weight 3,600 grams. FIV/FeLV negative. Restart vaccinations from scratch; dental to be scheduled.",
      "Behaviour: timid, keep him in the quiet ward for now.",
    ],
    conflicts: [["intake wt 3.2 kg", "Intake weight 3,600 grams"]],
    paraphrases: [["FIV/FeLV snap neg", "FIV/FeLV negative"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h61 overnight fluid rate for bulldog",
    branch: [
      "Hosp sheet, Rufus (EB, MN, 23 kg), D1 post-BOAS sx: IVFT Hartmann's 45 mL/hr, methadone 0.2 mg/kg IV q4h, monitor RR + SpO2 q1h, offer soaked food from 20:00.",
      "18:00: sternal, lifted his head for a fuss. T 38.9, RR 28, SpO2 97%.",
    ],
    parent: [
      "Overnight handover for Rufus: fluids running at fifty-five millilitres an hour, methadone every four hours, obs hourly. Watch his breathing closely.",
    ],
    conflicts: [["Hartmann's 45 mL/hr", "fifty-five millilitres an hour"]],
    paraphrases: [
      ["IV q4h", "methadone every four hours"],
      ["SpO2 q1h", "obs hourly"],
    ],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h61 booster appointment moved after school",
    branch: [
      "Nala's owner wants her booster moved to after school pick-up.",
      "Appt moved: Nala (CKCS, FN), DHP/L4 booster Thu 9 Oct at 16:20 w/ Liesel.",
      "Great, I'll text them the new time.",
    ],
    parent: [
      "Reminder texts going out tomorrow:\nNala (booster) — Thursday 9th October, 4:40pm, Liesel\nOscar (nail trim) — Friday 10th October, 9:10am, Sam",
    ],
    conflicts: [["at 16:20", "4:40pm"]],
    paraphrases: [["Thu 9 Oct", "Thursday 9th October"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h61 weekly food order bag count",
    branch: [
      "Weekly Vetline order's in: 8 bags of Hill's i/d 10 kg, 3 boxes of 21G needles, 2 cases of Hartmann's 1 L.",
      "Delivery's Wednesday as usual, so we're fine for fluids till then.",
    ],
    parent: [
      "Vetline confirmation VL-55310\nQty | Item\n6 | Hill's i/d dry 10 kg\n3 | Needles 21G 1 in (box of 100)\n2 | Hartmann's 1 L (case of 10)\nDelivery: Wed",
    ],
    conflicts: [["8 bags of Hill's i/d 10 kg", "6 | Hill's i/d dry 10 kg"]],
    paraphrases: [["Delivery's Wednesday", "Delivery: Wed"]],
    shapes: ["close", "list", "paraphrase"],
  },
  {
    name: "h61 endotracheal tube size for dental GA",
    branch: [
      "GA record, Bramble (ESS, MN, 21 kg), dental: premed ACP 0.01 mg/kg + methadone 0.2 mg/kg IM; induction propofol to effect; intubated 7.5 mm ETT; maint iso 2% in O2.",
      "Recovery uneventful, extubated 12:10, sternal by 12:25.",
    ],
    parent: [
      "Filling in the anaesthetic audit for Bramble. ETT size: 7.0, cuff checked, no leak. Extubation at ten past twelve, no complications.",
    ],
    conflicts: [["intubated 7.5 mm ETT", "ETT size: 7.0"]],
    paraphrases: [["extubated 12:10", "Extubation at ten past twelve"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h61 dental estimate upper figure",
    branch: [
      "Toby's owner wants a price before she commits to the dental.",
      "Est: £380 to £450 dep. on no. of XOs once we have dental rads.",
      "Noted, she says go ahead. Booked for the 14th.",
    ],
    parent: [
      "Estimate signed by Toby's owner: £380–£540 (range depends on extractions after dental radiographs). Consent form scanned.",
      "Dental booked for the 14th, admit 8:15.",
    ],
    conflicts: [["£380 to £450", "£380–£540"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ───────────────────────────── multi ─────────────────────────────
  {
    name: "h61 rabbit pair neuter booking",
    branch: [
      "Booking the two rabbits from the Harlow house in for neutering, can you check the fee with Dr Osei?",
      "Hazel and Juniper are both booked for neuter on Monday 3rd, drop-off 8:30, £110 each, and they go home together the same evening.",
      "Great. Tell them to bring some of their usual greens.",
    ],
    parent: ["Hazel + Juniper (rabbits, Harlow): neuters Mon 3rd, in by 8.30, £120 each, home same day. Own food."],
    conflicts: [["£110 each", "£120 each"]],
    paraphrases: [
      ["Monday 3rd", "Mon 3rd"],
      ["drop-off 8:30", "in by 8.30"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h61 vet's Tuesday duties",
    branch: [
      "Rota question: what's Farah doing this week?",
      "Farah will do Tuesday morning consults, won't be doing the Tuesday afternoon ops (she's on a CPD webinar), and is off all Wednesday.",
      "OK, so who's covering the ops then?",
    ],
    parent: ["Dr Farah — Tue: consults AM, ops PM. Wed: off. Thu: consults all day."],
    conflicts: [["won't be doing the Tuesday afternoon ops", "ops PM"]],
    paraphrases: [
      ["Tuesday morning consults", "consults AM"],
      ["off all Wednesday", "Wed: off"],
    ],
    shapes: ["multi", "negation", "paraphrase"],
  },
  {
    name: "h61 adopter home check findings",
    branch: [
      "How did the Brennans' home check go? They're keen on Mabel.",
      "HC Brennan: passed. Secure 6 ft fence all round, no other dogs, 1 elderly cat, someone home most days.",
      "Mabel's been fine with the office cat, so that bit should work.",
    ],
    parent: [
      "Home visit report — Brennan, for Mabel (lurcher, F, 4 yrs)\n• Garden: fully fenced, six feet\n• Other animals: one other dog (spaniel, 9 yrs), one cat (14 yrs)\n• Someone home most of the day: yes\n• Outcome: approved",
    ],
    conflicts: [["no other dogs", "one other dog"]],
    paraphrases: [
      ["6 ft fence", "fully fenced, six feet"],
      ["1 elderly cat", "one cat (14 yrs)"],
    ],
    shapes: ["multi", "list", "paraphrase"],
  },
  {
    name: "h61 discharge antibiotic course length",
    branch: [
      "D/C Willow (cocker, FN, 13 kg) post lump removal R flank: co-amoxiclav 250 mg PO BID x 7d, buster collar 14 days, sutures out 10–12 d, lead walks only.",
      "Owner collecting at 4, I'll go through it with her.",
    ],
    parent: [
      "Willow's discharge sheet as printed: Synulox (co-amoxiclav) 250 mg, one tablet twice daily for ten days. Keep the cone on for two weeks. Stitches out in 10 to 12 days. Lead exercise only.",
    ],
    conflicts: [["BID x 7d", "twice daily for ten days"]],
    paraphrases: [
      ["buster collar 14 days", "cone on for two weeks"],
      ["sutures out 10–12 d", "Stitches out in 10 to 12 days"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h61 itchy shepherd kennel card",
    branch: [
      "Kennel card, Shadow (GSD x, MN, 31 kg): hypoallergenic diet only, 2 cups BID, no treats/chews, Apoquel 16 mg PO SID with AM feed.",
      "He's scratching a lot less since Monday.",
      "Can the volunteers still take him out on Saturday?",
    ],
    parent: [
      "For the volunteers with Shadow this week: hypoallergenic food only, two cups morning and evening, no treats at all, and one 5.4 mg Apoquel tablet with breakfast. Saturday walks are fine.",
    ],
    conflicts: [["Apoquel 16 mg", "5.4 mg Apoquel"]],
    paraphrases: [["2 cups BID", "two cups morning and evening"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h61 tomorrow's surgery mix",
    branch: [
      "What's on tomorrow's list? Need to know how many kits to run through the autoclave.",
      "List tmrw (Dr Hale, starting 9): two cat spays, one dog castrate, and Bailey's lump removal.",
      "Thanks, I'll get them on tonight.",
    ],
    parent: [
      "Tomorrow, Dr Hale, from 09:00: 2 x feline OVH (Tilly, Moss), 2 x canine castrate (Bruno, Ziggy), mass removal (Bailey).",
    ],
    conflicts: [["one dog castrate", "2 x canine castrate"]],
    paraphrases: [
      ["two cat spays", "2 x feline OVH"],
      ["starting 9", "from 09:00"],
    ],
    shapes: ["multi", "list", "paraphrase"],
  },

  // ─────────────────────────── correction ───────────────────────────
  {
    name: "h61 cat weight typo before premed",
    branch: [
      "Can someone do the dose calc for Luna's premed? She's booked for a dental at 10.",
      "Sorry, typo on her card earlier: Luna is 4.2 kg, not 2.4. Please recalculate everything off 4.2.",
      "Recalc done: dexmed + butorphanol drawn up for 4.2 kg, labelled, on the prep tray.",
    ],
    parent: ["Luna (DSH, FN, 2.4 kg): premed drawn up by Kasia, dental 10:00 as planned."],
    conflicts: [["Luna is 4.2 kg", "Luna (DSH, FN, 2.4 kg)"]],
    paraphrases: [["a dental at 10", "dental 10:00"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "h61 adoption retracted after landlord refusal",
    branch: [
      "Archie's adoption to the Hendersons is going ahead, they collect him Saturday morning.",
      "I've done the contract and the insurance voucher, just need the £150 fee on the day.",
      "Lovely. He's been here 212 days, the team will want to wave him off.",
    ],
    parent: [
      "Correction to yesterday's update: Archie is NOT going to the Hendersons after all, their landlord has refused permission for a dog. He's back on the website as available.",
      "His fee stays at a hundred and fifty pounds.",
    ],
    conflicts: [["Archie's adoption to the Hendersons is going ahead", "Archie is NOT going to the Hendersons"]],
    paraphrases: [["£150 fee", "a hundred and fifty pounds"]],
    shapes: ["correction", "negation", "paraphrase"],
  },
  {
    name: "h61 senior cat dental date moved",
    branch: [
      "S: Smudge, 11 yo MN DSH, halitosis, dropping food. O: gingivitis gr 3, ?FORL 307/407, wt 5.3 kg. A: periodontal dz + suspected FORLs. P: pre-GA bloods, dental sx booked Tue 21/05, full-mouth rads under GA.",
      "Pre-GA bloods taken, results tmrw.",
    ],
    parent: [
      "Correction: Smudge's dental is on Wednesday the twenty-second, not the Tuesday. Tuesday's list is full.",
      "Owner's confirmed she can still drop him off at 8:15.",
    ],
    conflicts: [["dental sx booked Tue 21/05", "Wednesday the twenty-second"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h61 gabapentin frequency amended",
    branch: [
      "Amended Rex's Rx: gabapentin 100 mg PO q12h, not q8h as first written, he was too sedated on TID.",
      "Rpt Rx 60 caps, f/u 4 wks.",
    ],
    parent: [
      "Pharmacy label for Rex printed: gabapentin 100 mg capsules, give one three times a day. 60 capsules dispensed.",
      "Recheck in four weeks is booked with Dr Amara.",
    ],
    conflicts: [["gabapentin 100 mg PO q12h", "give one three times a day"]],
    paraphrases: [["f/u 4 wks", "Recheck in four weeks"]],
    shapes: ["correction", "paraphrase"],
  },

  // ─────────────────────────── paraphrase ───────────────────────────
  {
    name: "h61 puppy weight and wormer time",
    branch: [
      "Weighed Pearl's litter this morning. The big boy, Kit, is twelve and a half kilos at 14 weeks.",
      "His wormer's due at half past two, I'll do it after lunch.",
    ],
    parent: ["Kit (Bernese x, M, 14 wk): 12.5 kg. Milbemax 1 tab PO @ 14:30."],
    conflicts: [],
    paraphrases: [
      ["twelve and a half kilos", "12.5 kg"],
      ["half past two", "@ 14:30"],
      ["14 weeks", "14 wk"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h61 kittens out to foster",
    branch: [
      "How many kittens are going out to foster this weekend?",
      "A dozen, across four fosterers, three each.",
      "And they still get sixty euros a week each for food and litter?",
      "Yes, same as before.",
    ],
    parent: [
      "Foster placements Sat: 12 kittens → Aoife (3), Marek (3), Sinead (3), Jo (3). Allowance €60/wk per fosterer.",
    ],
    conflicts: [],
    paraphrases: [
      ["A dozen", "12 kittens"],
      ["sixty euros a week", "€60/wk"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h61 community vaccine clinic date",
    branch: [
      "When's our free vaccine clinic at the community hall?",
      "Mon 6 Jan. Doors at quarter to nine, first jabs at nine.",
      "I'll bring the cool boxes.",
    ],
    parent: ["Comm. vacc clinic: 2025-01-06, doors 08:45, vaccinating 09:00–13:00, cool boxes from store rm."],
    conflicts: [],
    paraphrases: [
      ["Mon 6 Jan", "2025-01-06"],
      ["quarter to nine", "doors 08:45"],
      ["first jabs at nine", "vaccinating 09:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h61 hyperthyroid cat script",
    branch: [
      "S: Dusty, 14 yo FN DSH, wt loss, ravenous. O: wt 3.6 kg, HR 220, palpable goitre, T4 78 nmol/L. A: hyperthyroidism. P: methimazole 2.5 mg PO BID, recheck T4 in 3 wks.",
      "Owner finds pilling her hard, suggested hiding it in a bit of chicken.",
    ],
    parent: ["Dusty's label: methimazole 2.5 mg, give by mouth twice daily. Thyroid blood test again in three weeks."],
    conflicts: [],
    paraphrases: [
      ["PO BID", "by mouth twice daily"],
      ["in 3 wks", "again in three weeks"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h61 kitten hospital plan",
    branch: [
      "Hosp plan, Ginger (DSH kitten, 1.2 kg): ampicillin 20 mg/kg IV q8h, maropitant 1 mg/kg SC SID, IVFT 3.5 mL/hr.",
      "Eating small amts recovery diet via syringe, BAR.",
    ],
    parent: [
      "Night notes for Ginger: ampicillin into the vein three times a day, the anti-sickness jab under the skin once daily, drip at 3.5 ml an hour.",
    ],
    conflicts: [],
    paraphrases: [
      ["IV q8h", "into the vein three times a day"],
      ["SC SID", "under the skin once daily"],
      ["3.5 mL/hr", "3.5 ml an hour"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h61 cruciate repair recovery ranges",
    branch: [
      "Owner asking how long Maple will be off walks after the cruciate op.",
      "Post-op TPLO L: strict rest 6-8 wks, then graded lead walks; dressing on 3–5 days.",
    ],
    parent: [
      "Maple's post-TPLO sheet: six to eight weeks of strict rest, bandage off after three to five days, physio referral at the eight-week check.",
    ],
    conflicts: [],
    paraphrases: [
      ["6-8 wks", "six to eight weeks"],
      ["3–5 days", "three to five days"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h61 quarterly vaccine invoice",
    branch: [
      "The vaccine wholesaler's invoice came in: €1,240.50 for the quarter's vaccines, due in 30 days.",
      "That's about what we expected.",
    ],
    parent: ["Accounts note: supplier invoice for Q3 vaccines, 1240.50 EUR, payment terms net 30."],
    conflicts: [],
    paraphrases: [
      ["€1,240.50", "1240.50 EUR"],
      ["due in 30 days", "net 30"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h61 sedation for hip x-rays",
    branch: [
      "Ollie's in for hip X-rays, he's 50 kilos of nervous Newfoundland. Thinking 500 micrograms of dexmedetomidine IM.",
      "Then atipamezole once the rads are done.",
    ],
    parent: [
      "Sedation record: Ollie (Newf, MN, 50 kg), dexmed 0.5 mg IM, hip rads x3, atipamezole IM at end, recovered well.",
    ],
    conflicts: [],
    paraphrases: [
      ["500 micrograms", "dexmed 0.5 mg"],
      ["50 kilos", "50 kg"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h61 vomiting terrier triage",
    branch: [
      "Triage: Pip, JRT, FN 6 yo, V x3 since last night. T 102.9°F, HR 120, MM pink, CRT <2s.",
      "Owner thinks she raided the bin on Sunday.",
    ],
    parent: [
      "Pip's temperature on arrival was 39.4 °C, heart rate 120 bpm, gums pink. Vomited three times overnight. Admitted for fluids and observation.",
    ],
    conflicts: [],
    paraphrases: [
      ["T 102.9°F", "39.4 °C"],
      ["V x3", "Vomited three times"],
      ["HR 120", "heart rate 120 bpm"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h61 boarding stay and collection",
    branch: [
      "Dexter's boarding with us for a fortnight while his owners are away. Pick-up is at noon on the last day.",
      "He's on raw, they'll bring it in frozen.",
    ],
    parent: [
      "Boarding card — Dexter (vizsla, MN): 14 nights, collection 12:00 on departure day. Own food: raw, frozen, labelled.",
    ],
    conflicts: [],
    paraphrases: [
      ["a fortnight", "14 nights"],
      ["at noon", "collection 12:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h61 donated kibble delivery",
    branch: [
      "The donated kibble from Brockhurst Feeds is 2.5 tonnes, arriving Thursday.",
      "Where's it all going?",
      "Store 2, on the raised pallets.",
    ],
    parent: ["Storage plan: 2,500 kg of dry food in Store 2 on pallets, delivery Thu."],
    conflicts: [],
    paraphrases: [
      ["2.5 tonnes", "2,500 kg"],
      ["arriving Thursday", "delivery Thu"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h61 puppy socialisation class",
    branch: [
      "Puppy socialisation class is back: Wednesdays at 7 in the evening, six weeks, £60 for the course.",
      "Max eight pups per class so they don't get overwhelmed.",
    ],
    parent: ["Puppy class — Wed 19:00, 6-week course, sixty pounds, limit 8 puppies."],
    conflicts: [],
    paraphrases: [
      ["Wednesdays at 7 in the evening", "Wed 19:00"],
      ["six weeks", "6-week course"],
      ["£60 for the course", "sixty pounds"],
      ["Max eight pups", "limit 8 puppies"],
    ],
    shapes: ["paraphrase"],
  },

  // ────────────────────────── shared-words ──────────────────────────
  {
    name: "h61 last rabies shot vs booster due",
    branch: [
      "Is Koda up to date on rabies? The boarding kennel wants proof.",
      "Vacc hx: last rabies vaccine 12 May 2023, 3-yr product.",
    ],
    parent: ["Koda: rabies booster due 12 May 2026; L4 booster due next month, reminder sent."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h61 lidocaine maximum vs dose given",
    branch: [
      "Reminder for the new intern: lidocaine max 6 mg/kg in dogs for local blocks, lower in cats.",
      "And always draw it up in its own labelled syringe.",
    ],
    parent: ["Lumpectomy, Hector (lab, MN, 30 kg): local block lidocaine 2 mg/kg = 60 mg (3 mL of 2%), no issues."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h61 kennel 4 vs kennel 14",
    branch: [
      "Kennel 4 has been empty since Juno was adopted, deep-cleaned and ready.",
      "Can the new intake, Sasha, go in there?",
      "Yes, Sasha's going into Kennel 4 this afternoon.",
    ],
    parent: [
      "K14: Rocco (SBT x, MN) stays put until his behav assessment Fri.",
      "Kennel 14's drain is slow again, maintenance has been called.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h61 greyhound intake vs current weight",
    branch: [
      "Nell (greyhound, F, 5 yo): came in at 24 kg, ribs/hips/spine visible.",
      "A: underweight, BCS 2/9 on intake. P: 4 small meals/day, weigh weekly.",
    ],
    parent: [
      "Nell now weighs 29 kg after six weeks on the feeding plan, BCS 4/9, and she's ready for her adoption profile.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h61 standard vs recheck consult fee",
    branch: ["What are we charging for a standard consult from April?", "Standard consult goes to £52 from 1 April."],
    parent: ["New price list pinned at reception: recheck consult £26, nurse clinic free, out-of-hours consult £145."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h61 free delivery threshold vs order total",
    branch: [
      "Is it worth adding the cat litter to this order?",
      "Minimum order for free delivery from Vetline is £150, and we're over that with or without it.",
    ],
    parent: ["This week's Vetline order came to £212.40 including the litter, delivered free."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
