import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 6 (issue 36), written by another author who had read neither
 * lib/extract, lib/memory nor sets 2-5 (beyond their type definitions and headers), and before anyone
 * ran the conflict check on them. Same types and labels as set 1 (./conflict-cases.ts): the branch's
 * own messages, the parent's messages after the branch point, the planted conflicts as [phrase of the
 * branch statement, phrase of the parent statement], `paraphrases` (one value written two ways, never
 * a conflict) and `shapes`. Everything not planted is an agreement, a paraphrase or an unrelated
 * statement: flagging it is a false conflict.
 *
 * 40 pairs over beekeeping, a car's MOT, a translation quote, a podcast, warehouse scanners, a museum
 * tour, a lab rota, a chess tournament, a film shoot, a kitchen refit, a hackathon, a brewery, a ski
 * trip, a conference talk, a blood donation session, an orchestra tour, solar panels, a fire brigade
 * drill, a pottery kiln, a thesis, a hire car, a birthday lunch, a festival stage, a piano tuner, a
 * quilting guild, an observatory, a violin exam, an auction, a print server, a theatre, a cricket
 * club, an e-bike, a fun run, a 3D printer, amateur dramatics, a marathon, flats' gas bills, a food
 * bank, a software client and a coworking space: 22 with planted conflicts (quantities with units,
 * dates, money, names, counts in words, versions, durations, percentages, clock times, places), 6 of
 * them one sentence holding several facts of which only one differs, 4 a correction later in the text
 * (two in the parent's later message, two in the branch's), 4 where the two sides share few words
 * besides the subject of the changed fact; 18 without (12 one value written two ways: "k" and
 * "million" amounts, an ISO date, counts in words, a written and a 24-hour clock time, durations, a
 * fraction, versions, noon, a week count, distances, a currency code; 6 different facts sharing
 * words: a price per item against a total, two people's figures, two flats, two shifts, two products).
 */
export const HELDOUT_CONFLICT_CASES_6: HeldOutConflictCase[] = [
  // Planted conflicts, one fact per sentence.
  {
    name: "honey harvest weight",
    branch: ["Beekeeping log, Sat: pulled the supers off hive 3, honey harvest came to 18 kg after spinning."],
    parent: ["Ana re-weighed the buckets on the kitchen scale: hive 3's honey harvest is 13 kg, less than we hoped."],
    conflicts: [["18 kg", "13 kg"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "MOT booking date",
    branch: ["Garage rang back - the Octavia's MOT is booked for Friday 6 November, drop the keys through the door."],
    parent: ["Going by the confirmation text from the garage, the MOT for the Octavia is on Friday 13 November."],
    conflicts: [["6 November", "13 November"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "translation quote",
    branch: [
      "Can we get the user manual into German before the trade fair?",
      "Quote from Lingua Partners for the German manual: €3,450 all in, delivered in two batches.",
    ],
    parent: ["Lingua Partners' quote for translating the manual into German came back at €3,950."],
    conflicts: [["€3,450", "€3,950"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "podcast episode guest",
    branch: ["Episode 42 guest is confirmed: Dr. Helen Okafor, talking about urban heat islands."],
    parent: ["Booked the guest for episode 42 - it's Dr. Miriam Castellanos.", "Topic stays the same."],
    conflicts: [["Helen Okafor", "Miriam Castellanos"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "scanner firmware version",
    branch: ["OPS-2210: rolled the warehouse handheld scanners to firmware 4.7.2 overnight."],
    parent: ["MDM dashboard shows the handheld scanners in the warehouse are on firmware 4.8.0 now."],
    conflicts: [["4.7.2", "4.8.0"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "museum group discount",
    branch: ["The museum's education office offers our group a 15% discount on the guided tour."],
    parent: ["Email from the museum: group rate confirmed, 20% discount on guided tour tickets."],
    conflicts: [["15%", "20%"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "culture plate check time",
    branch: ["Lab rota this week: cell culture plates need checking at 07:30 every morning."],
    parent: ["Reminder for the rota - the culture plates get checked at 09:30 daily this week."],
    conflicts: [["07:30", "09:30"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "rapidplay venue",
    branch: ["Chess club news: the county rapidplay is at Hexham Community Centre this year."],
    parent: ["The entry form says the county rapidplay venue is Morpeth Library.", "Entries close on the 1st."],
    conflicts: [["Hexham Community Centre", "Morpeth Library"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // Planted conflicts: one fact differs among several agreeing facts of one sentence.
  {
    name: "call sheet: extras differ, call time, place and wrap agree",
    branch: ["Call sheet for day 3: crew call at 06:00 at Dunmore Quarry, 24 extras, wrap by 19:00."],
    parent: ["Updated call sheet, day 3 - crew call 6 am at Dunmore Quarry, 28 extras, wrap by 7 pm."],
    conflicts: [["24 extras", "28 extras"]],
    paraphrases: [
      ["06:00", "6 am"],
      ["19:00", "7 pm"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "kitchen refit: working days differ, start and price agree",
    branch: ["Kitchen fitters: they start on 2 March, six working days, £8,200 including the worktops."],
    parent: ["Fitters confirmed by phone: start 2 March, nine working days, £8,200 with worktops."],
    conflicts: [["six working days", "nine working days"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "hackathon: prize pot differs, date, place and team size agree",
    branch: ["Hackathon at the Leeds office on 17 April, teams of 4, prize pot $2,000."],
    parent: ["The hackathon is 17 April at the Leeds office, teams of four, prize pot of $2,500."],
    conflicts: [["$2,000", "$2,500"]],
    paraphrases: [["teams of 4", "teams of four"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "stout batch: bottling date differs, volume and gravity agree",
    branch: ["Batch 19 (the oatmeal stout): 1,200 litres, OG 1.062, bottling on 9 December."],
    parent: ["Brew log for batch 19, oatmeal stout - 1,200 litres, OG 1.062, bottling on 16 December."],
    conflicts: [["9 December", "16 December"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "ski trip: resort differs, head count, date and pass agree",
    branch: ["Ski trip: 8 of us, chalet in Morzine, driving down on 31 January, lift pass €310 each."],
    parent: [
      "Final numbers for the ski trip: 8 people, chalet in Les Gets, driving down 31 January, €310 lift pass each.",
    ],
    conflicts: [["Morzine", "Les Gets"]],
    paraphrases: [["8 of us", "8 people"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "talk slot: length differs, room and time agree",
    branch: ["Talk accepted at PyCon DE: 30-minute slot, Room B, Thursday at 14:15."],
    parent: ["PyCon DE acceptance mail - Room B, a 45-minute slot, Thursday 14:15."],
    conflicts: [["30-minute slot", "45-minute slot"]],
    paraphrases: [],
    shapes: ["multi"],
  },

  // Planted conflicts stated as a correction later in the text.
  {
    name: "donor target corrected in the parent",
    branch: ["Blood donation session at St Anne's church hall on the 22nd: target is 40 donors booked."],
    parent: [
      "Blood donation session at St Anne's on the 22nd, the target is 40 donors.",
      "Correction from the coordinator: the mobile unit brings more beds, so the target is now 55 donors.",
    ],
    conflicts: [["40 donors", "55 donors"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "coach departure corrected in the parent",
    branch: ["Orchestra tour: the coach leaves the concert hall at 8:15 on Saturday, instruments in the hold."],
    parent: [
      "Coach for the tour leaves the concert hall at 8:15 Saturday.",
      "Update - the driver has to be in Bruges earlier, so the coach now leaves at 7:45.",
    ],
    conflicts: [["8:15", "7:45"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "solar yield corrected in the branch",
    branch: [
      "Solar install: the quote assumes the south roof gets 85% of optimal yield.",
      "Scratch that, the surveyor revised it: 78% of optimal yield because the chimney shades two panels.",
    ],
    parent: ["Surveyor's report: the south roof gets 85% of optimal yield."],
    conflicts: [["78%", "85%"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "drill leader corrected in the branch",
    branch: [
      "Thursday's drill will be led by Sven Halvorsen.",
      "Correction: Sven is off sick, Ingrid Berg leads Thursday's drill instead.",
    ],
    parent: ["Drill on Thursday is led by Sven Halvorsen, meet at the station at seven."],
    conflicts: [["Ingrid Berg", "Sven Halvorsen"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // Planted conflicts where the two sides share few words besides the fact's subject.
  {
    name: "kiln start, worded apart",
    branch: ["Pottery studio: the glaze kiln goes on at 6 am Sunday, so get pieces on the shelf by Saturday night."],
    parent: ["Marguerite's note pinned by the sink says Sunday's glaze firing won't start until 10 am."],
    conflicts: [["6 am", "10 am"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "thesis length limit, worded apart",
    branch: ["Supervisor checked the regulations: the word limit for my thesis is 80,000 words, footnotes included."],
    parent: ["Graduate school handbook, section 4: maximum length for a doctoral dissertation is 100,000 words."],
    conflicts: [["80,000 words", "100,000 words"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "hire car collection point, worded apart",
    branch: ["We grab the hire car from the Avis desk at Keflavík airport when we land."],
    parent: ["Rental confirmation PDF: collection point Reykjavík city centre, next to the BSÍ bus terminal."],
    conflicts: [["Keflavík airport", "Reykjavík city centre"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "birthday lunch head count in words, worded apart",
    branch: ["Guest list for Grandma's 90th is final, we're expecting thirty-five."],
    parent: ["Caterer needed numbers for the birthday lunch, so I told them forty-two."],
    conflicts: [["thirty-five", "forty-two"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // No conflict: one value written two ways.
  {
    name: "stage sponsorship in k and in full",
    branch: ["Sponsorship from the credit union: £2.5k towards the festival stage."],
    parent: ["The credit union is putting £2,500 into the festival stage, invoice to follow."],
    conflicts: [],
    paraphrases: [["£2.5k", "£2,500"]],
    shapes: ["paraphrase"],
  },
  {
    name: "piano tuner date, ISO and written",
    branch: ["Piano tuner booked for 2027-01-12, morning slot."],
    parent: ["The piano tuner is coming on 12 January 2027."],
    conflicts: [],
    paraphrases: [["2027-01-12", "12 January 2027"]],
    shapes: ["paraphrase"],
  },
  {
    name: "retreat sign-ups in words and figures",
    branch: ["The quilting guild has twelve members signed up for the spring retreat."],
    parent: ["12 members signed up for the quilting retreat so far, the cottage sleeps fourteen."],
    conflicts: [],
    paraphrases: [["twelve members", "12 members"]],
    shapes: ["paraphrase"],
  },
  {
    name: "open evening date and doors, written two ways",
    branch: ["Telescope night at the observatory is Friday 9 October, doors at half past eight in the evening."],
    parent: ["Observatory open evening: 9 Oct, doors 20:30, bring a red torch."],
    conflicts: [],
    paraphrases: [
      ["Friday 9 October", "9 Oct"],
      ["half past eight in the evening", "20:30"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "exam length, hours and minutes",
    branch: ["The grade 8 violin exam lasts an hour and a half including sight-reading."],
    parent: ["Grade 8 violin exam is 90 minutes with the sight-reading."],
    conflicts: [],
    paraphrases: [["an hour and a half", "90 minutes"]],
    shapes: ["paraphrase"],
  },
  {
    name: "donated auction lots, fraction and percent",
    branch: ["A quarter of the auction lots are donated by local shops."],
    parent: ["25% of the auction lots come from local shops, the rest from members."],
    conflicts: [],
    paraphrases: [["A quarter", "25%"]],
    shapes: ["paraphrase"],
  },
  {
    name: "print server version, v and spelled",
    branch: ["The print server is on CUPS v2.4 since the upgrade."],
    parent: ["Upgrade done, CUPS version 2.4 on the print server, queues re-added."],
    conflicts: [],
    paraphrases: [["v2.4", "version 2.4"]],
    shapes: ["paraphrase", "identifier"],
  },
  {
    name: "fly tower budget in millions and in full",
    branch: ["Board minutes: the theatre's new fly tower is budgeted at $4.2 million."],
    parent: ["Capital plan, item 3 - the budget for the new fly tower is $4,200,000."],
    conflicts: [],
    paraphrases: [["$4.2 million", "$4,200,000"]],
    shapes: ["paraphrase"],
  },
  {
    name: "AGM lunch at noon",
    branch: ["Cricket club AGM on Sunday: lunch served at noon."],
    parent: ["AGM lunch at 12:00 in the pavilion, vote on the new roller after."],
    conflicts: [],
    paraphrases: [["noon", "12:00"]],
    shapes: ["paraphrase"],
  },
  {
    name: "return window in days and weeks",
    branch: ["Returns window for the e-bike is 14 days from delivery."],
    parent: ["Shop says we have two weeks from delivery to return the e-bike."],
    conflicts: [],
    paraphrases: [["14 days", "two weeks"]],
    shapes: ["paraphrase"],
  },
  {
    name: "fun run distance in km and metres",
    branch: ["The charity fun run is 5 km, two laps of the park."],
    parent: ["Route for the charity fun run: 5,000 metres, two laps of the park."],
    conflicts: [],
    paraphrases: [["5 km", "5,000 metres"]],
    shapes: ["paraphrase"],
  },
  {
    name: "support plan price, code and symbol",
    branch: ["3D printer support plan renewed: EUR 780 for the year."],
    parent: ["We paid €780 for another year of the 3D printer support plan."],
    conflicts: [],
    paraphrases: [["EUR 780", "€780"]],
    shapes: ["paraphrase"],
  },

  // No conflict: different facts sharing words.
  {
    name: "programme price per copy against takings",
    branch: ["Programmes for the amateur dramatics show are £3 each."],
    parent: ["We made £450 on programmes over the three nights of the show."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two runners' marathon times",
    branch: ["Marta's marathon time was 3:41, a personal best."],
    parent: ["Jonas finished the marathon in 3:58 after cramping at mile 20."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two flats' gas bills",
    branch: ["Flat 2's gas bill for October was £84."],
    parent: ["Flat 5's gas bill for October came to £112, they had the heating on all month."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "morning and afternoon shift starts",
    branch: ["The morning shift at the food bank starts at 8:00."],
    parent: ["The afternoon shift at the food bank starts at 13:00, two volunteers still needed."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "desktop client and browser extension versions",
    branch: ["Our desktop client is on version 6.2 as of this morning."],
    parent: ["The browser extension is on version 6.4 after Tuesday's review."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words", "identifier"],
  },
  {
    name: "hot desk and fixed desk prices",
    branch: ["At the coworking space a hot desk is €190 a month."],
    parent: ["A fixed desk at the coworking space is €260 a month, with a locker."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
