import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 47 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: museum gift shop enamel pins, library author visit, bell-ringers' practice, archive volunteer
 *     induction, museum audio guide app, community garden compost, camera club competition judge,
 *     local history society coach trip;
 *   few shared words: museum café refurbishment (negation), library e-book portal (identifier),
 *     astronomy society observing night, village hall defibrillator;
 *   multi: model railway exhibition, stamp society auction, family history census workshop, Friends of
 *     the Museum dinner, chess club rapidplay, library summer reading challenge;
 *   correction: museum front-desk rota, gardening club plant sale, youth club climbing trip, lantern
 *     parade workshops;
 *   paraphrase: oral history recordings, museum late opening, archive strongroom shelving, scouts'
 *     jumble sale, embroidery guild quilt, library makerspace 3D printer, dinosaur skeleton remount,
 *     painting insurance valuation, museum accessibility audit, home library delivery, tea dance,
 *     community centre boiler;
 *   shared-words: mobile library stops, museum membership renewals, homework club groups, fossil
 *     handling casts, allotment plot rent, village hall centenary.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 18, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_47: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h47 gift shop enamel pins",
    branch: [
      "Can someone check the shop stockroom before the weekend? I think we're nearly out of the lighthouse enamel pins.",
      "Checked. Only nine left. I've placed the reorder and the supplier's invoice came to £340, payable within 30 days.",
      "Brilliant, thanks Dev.",
    ],
    parent: [
      "Shop notes for the trustees' meeting:\n- Stock count done on Tuesday\n- Lighthouse enamel pins: the reorder costs £680 according to the supplier\n- Action: Dev to check the payment terms before signing off",
      "Can we also look at the tea towel prices next month?",
    ],
    conflicts: [["came to £340", "costs £680"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h47 author visit date",
    branch: [
      "Is the author visit still happening this spring?",
      "Yes! Maya Okafor is coming to the Eastfield branch on Thursday 14 March to read from her new novel.",
      "Lovely, I'll put it on the noticeboard.",
    ],
    parent: [
      "Dear all,\n\nJust confirming the arrangements with the publisher: Ms Okafor's event at Eastfield library is booked for Friday 15 March, starting at 6.30pm. Tickets are free but need to be reserved at the counter.\n\nBest wishes,\nHelen",
      "Thanks Helen, I'll sort out the chairs.",
    ],
    conflicts: [["Thursday 14 March", "Friday 15 March"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h47 bell practice start time",
    branch: [
      "Heads up, everyone: tower practice this Wednesday will be from 7.30pm, because the vicar needs the church for a funeral in the afternoon.",
      "Fine by me. Shall I bring the new handbell music?",
      "Yes please.",
    ],
    parent: [
      "Ringers' meeting, notes:\n- Agreed: Wednesday's session on the bells starts at 10am so the retired learners can join\n- Action: Maureen to oil the clappers\n- Next social: quiz night at the Plough",
    ],
    conflicts: [["from 7.30pm", "starts at 10am"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h47 archive induction headcount",
    branch: [
      "Hi Priya,\n\nQuick update on Saturday's induction at the county archive: we have eleven new volunteers signed up, and Mark will do the building tour after coffee.\n\nCheers,\nOwen",
      "Thanks Owen, I'll get the handbooks ready.",
    ],
    parent: [
      "How many starters are we expecting at the induction on Saturday?",
      "Twelve people are booked, so I'll order sandwiches for them plus the two of us.",
      "Perfect.",
    ],
    conflicts: [["eleven new volunteers", "Twelve people are booked"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h47 audio guide app version",
    branch: [
      "The audio guide update went live in the app stores this morning - version 3.4.1, with the new Egyptian gallery tour.",
      "Nice. Does it still crash on older phones?",
      "Haven't seen any reports yet.",
    ],
    parent: [
      "Digital team notes:\n- Audio guide app 3.4.2 released to both app stores; includes the Egyptian gallery tour\n- Action: front desk to replace the QR code posters by Friday\n- Crash reports: none so far",
    ],
    conflicts: [["version 3.4.1", "app 3.4.2"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h47 community garden compost",
    branch: [
      "Hello growers,\n\nThe compost for the new raised beds has been ordered - 2 tonnes, delivered to the side gate next Thursday morning. Please bring wheelbarrows if you can.\n\nRuth",
      "Will do, I'll bring two.",
    ],
    parent: [
      "Garden committee minutes:\n- Agreed: buy 500 kg of compost for the raised beds\n- Agreed: delivery to the side gate\n- Action: Ruth to book the delivery",
    ],
    conflicts: [["2 tonnes", "500 kg of compost"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h47 camera club judge",
    branch: [
      "Our judge for the autumn print competition will be Gareth Lloyd from the Cardiff society - he's done it twice before.",
      "Great choice.",
    ],
    parent: [
      "Who's marking the entries this year?",
      "Sue Brannigan said yes, she emailed me yesterday.",
      "Good, I'll send her the category list.",
    ],
    conflicts: [["Gareth Lloyd", "Sue Brannigan"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h47 history society coach pick-up",
    branch: [
      "Local History Society outing to Ironbridge:\n- Coach leaves at 8.15am sharp\n- Pick-up: the library car park on Mill Lane\n- Bring a packed lunch",
    ],
    parent: [
      "Dear members,\n\nA reminder that the coach for Saturday's Ironbridge trip will collect everyone from the library car park on Mill Street at 8.15am. Lunch is not provided.\n\nWith best wishes,\nJanet (Secretary)",
      "Thanks Janet, see you there.",
    ],
    conflicts: [["car park on Mill Lane", "car park on Mill Street"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- few shared words (4)
  {
    name: "h47 cafe reopening negation",
    branch: [
      "Good news - the café reopens this Saturday, new counter and all.",
      "About time! Will the scones be back?",
      "Apparently yes.",
    ],
    parent: [
      "Operations update:\n- No refreshments on site this Saturday; the fitters are still working in the kitchen\n- Action: put a sign at the entrance pointing visitors to the bakery next door",
    ],
    conflicts: [["the café reopens this Saturday", "No refreshments on site this Saturday"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h47 ebook portal hostname",
    branch: [
      "New lending site is ebooks.northmere-libraries.org.uk - can someone update the bookmark on the public PCs?",
      "On it.",
    ],
    parent: [
      "Hi team,\n\nThe supplier has confirmed the digital loans portal address as ebook.northmere-libraries.org.uk. Please give that to any borrowers who ask at the desk.\n\nThanks,\nCarla",
    ],
    conflicts: [["ebooks.northmere-libraries.org.uk", "ebook.northmere-libraries.org.uk"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h47 stargazing evening date",
    branch: [
      "Stargazing on the rec is the 9th of November, weather permitting. Bring a red torch!",
      "Will the big Dobsonian come out?",
      "Yes, Phil's bringing it.",
    ],
    parent: [
      "Members' observing night - Saturday 23 November, clear skies only. Telescopes set up from dusk by the pavilion.",
    ],
    conflicts: [["the 9th of November", "Saturday 23 November"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h47 defibrillator cost",
    branch: [
      "The heart-start unit is bought and fitted - £1,150 all in.",
      "Brilliant, where is it?",
      "On the wall by the front doors.",
    ],
    parent: [
      "Village hall committee:\n- Treasurer: AED purchase settled at £1,250 including installation\n- Agreed: first aid refresher in the spring\n- Action: register the device with the ambulance service",
    ],
    conflicts: [["£1,150 all in", "settled at £1,250"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi (6)
  {
    name: "h47 model railway show details",
    branch: [
      "Draft for the poster: The exhibition is on Saturday 12 October in the Drill Hall, doors 10am to 4pm, adult entry £6 and children free.",
      "Looks good. Are we getting the big O gauge layout back this year?",
      "Yes, confirmed last week.",
    ],
    parent: [
      "Hi Stuart,\n\nShow details for the flyer, as agreed at committee: Sat 12 Oct at the Drill Hall, 10:00–16:00, £5 for adults (under-16s go free). We're expecting around 30 layouts.\n\nRegards,\nKeith",
    ],
    conflicts: [["adult entry £6", "£5 for adults"]],
    paraphrases: [
      ["Saturday 12 October", "Sat 12 Oct"],
      ["doors 10am to 4pm", "10:00–16:00"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h47 stamp society auction",
    branch: [
      "Dear fellow collectors,\n\nThe spring auction will be held on Tuesday 8 April at 7pm in the upstairs room of the Red Lion, with 120 lots on offer and a 10% buyer's premium. Viewing from 6pm.\n\nYours,\nMalcolm",
    ],
    parent: [
      "Committee minutes:\n- Agreed: spring auction Tue 8 April, 19:00, Red Lion upstairs room; 210 lots in the catalogue; buyer's premium ten per cent\n- Action: Malcolm to circulate the catalogue by email",
      "Can we get the catalogue out a fortnight ahead this time?",
    ],
    conflicts: [["120 lots", "210 lots"]],
    paraphrases: [
      ["Tuesday 8 April", "Tue 8 April"],
      ["at 7pm", "19:00"],
      ["10% buyer's premium", "buyer's premium ten per cent"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h47 census workshop places",
    branch: [
      "Census workshop is Monday 3 February, two sessions (2pm and 6pm), 15 places each, £8 including tea.",
      "Shall I put it in the society newsletter?",
      "Yes please.",
    ],
    parent: [
      "Hello all,\n\nThe census workshop on Monday 3 February will have 2 sessions, at 2pm and 6pm, each capped at 25 people and costing eight pounds with refreshments. Booking is through the website.\n\nBest,\nAnne",
    ],
    conflicts: [["15 places each", "capped at 25 people"]],
    paraphrases: [
      ["two sessions", "2 sessions"],
      ["£8 including tea", "eight pounds with refreshments"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h47 friends annual dinner",
    branch: [
      "Annual dinner: Friday 21 November at the Grand Hotel, drinks from 7pm, £45 a head, and we've got 60 tickets to sell.",
      "Is the menu sorted?",
      "Nearly, the hotel is sending options on Monday.",
    ],
    parent: [
      "The Friends' dinner is confirmed for Friday 21 November (Grand Hotel), with a reception at 7 o'clock and 60 tickets available at £90 each.",
      "Shall I ask the chair to do a short speech?",
    ],
    conflicts: [["£45 a head", "£90 each"]],
    paraphrases: [["drinks from 7pm", "at 7 o'clock"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h47 chess rapidplay schedule",
    branch: [
      "Hi all,\n\nRegistration is open for the Rapidplay on Sunday 16 March: six rounds, first round at 9.30am, entry £12 (juniors £6). Please send entries to me by the 9th.\n\nSimon",
    ],
    parent: [
      "Rapidplay details for the website: Sunday 16 March; 6 rounds; round one at 13:30; £12 entry, juniors half price.",
      "Prize fund still £300?",
      "Yes.",
    ],
    conflicts: [["first round at 9.30am", "round one at 13:30"]],
    paraphrases: [["six rounds", "6 rounds"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h47 summer reading finale",
    branch: [
      "The summer reading challenge launches on Saturday 5 July and runs for 8 weeks; children need to read six books to get the medal, and the finale party is on 30 August.",
      "Do we have enough medals?",
      "We ordered 400.",
    ],
    parent: [
      "Children's services meeting:\n- Summer reading challenge: launch Sat 5 July; eight weeks; 6 books for a medal; celebration party 23 August\n- Action: Lucy to book the face painter",
    ],
    conflicts: [["on 30 August", "party 23 August"]],
    paraphrases: [
      ["Saturday 5 July", "Sat 5 July"],
      ["8 weeks", "eight weeks"],
      ["six books", "6 books"],
    ],
    shapes: ["multi", "paraphrase"],
  },

  // ---------------------------------------------------------------- correction (4)
  {
    name: "h47 front desk rota correction",
    branch: [
      "Rota for the Easter weekend: 4 volunteers on the front desk on Saturday.",
      "Sorry, I misread the sheet - it's 3 on Saturday, Jo has dropped out.",
      "Ok, thanks for checking.",
    ],
    parent: [
      "Front desk on Easter Saturday: we have 4 volunteers, so the shop can open as well.",
      "Great, and Sunday?",
      "Sunday is still being sorted.",
    ],
    conflicts: [["it's 3 on Saturday", "we have 4 volunteers"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h47 plant sale venue moved",
    branch: [
      "Plant sale is on the village green on Saturday 10 May.",
      "Update: the parish council has moved us to the school playground because of the fete setup.",
      "Shall I change the posters?",
    ],
    parent: [
      "Dear gardening club members,\n\nThe spring plant sale will be on the village green on Saturday 10 May, 10am-1pm. Donations of seedlings can be dropped at Ann's house the evening before.\n\nThanks,\nBrian",
    ],
    conflicts: [["moved us to the school playground", "on the village green"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h47 climbing trip price rise",
    branch: [
      "Hi parents,\n\nThe youth club trip to the climbing wall is £18 per young person, minibus included. Please return the consent forms by Friday.\n\nDanny",
    ],
    parent: [
      "Climbing wall trip is £18 each with the minibus.",
      "Correction: the centre has put its prices up, it's £22 a head now.",
      "Ouch, ok.",
    ],
    conflicts: [["£18 per young person", "£22 a head"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h47 lantern workshops postponed",
    branch: [
      "Lantern parade notes:\n- Lantern-making workshops on Saturday 8 November at the community hall\n- Agreed: willow and tissue paper paid for from the arts grant\n- Action: Femi to recruit helpers",
    ],
    parent: [
      "The lantern workshops are on Saturday 8 November, right?",
      "They were, but they've moved them to Saturday 13 December - the willow hasn't arrived.",
      "Ah ok, I'll tell the school.",
    ],
    conflicts: [["Saturday 8 November", "Saturday 13 December"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---------------------------------------------------------------- paraphrase (12)
  {
    name: "h47 oral history sessions",
    branch: [
      "Hi Jess,\n\nFor the oral history project, each recording session lasts 90 minutes, and the lottery grant of £1,500 covers the recorders and transcription.\n\nThanks,\nTom",
    ],
    parent: [
      "Just to check - interview slots are an hour and a half?",
      "Yes, and the grant was £1.5k, all for kit and typing up.",
      "Great.",
    ],
    conflicts: [],
    paraphrases: [
      ["90 minutes", "an hour and a half"],
      ["£1,500", "£1.5k"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h47 museum late opening hours",
    branch: ["Museum Late - 'After Dark':\n- Doors 19:00\n- Bar closes 22:30\n- Action: security briefing at 18:00"],
    parent: ["What time does the late open on Friday?", "7pm, and last drinks are at 10.30pm.", "Thanks!"],
    conflicts: [],
    paraphrases: [
      ["Doors 19:00", "7pm"],
      ["Bar closes 22:30", "10.30pm"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h47 strongroom shelving delivery",
    branch: [
      "Dear Ms Patel,\n\nWe can confirm the mobile shelving units are 2.4 metres high and will be delivered on 04/06/2025 between 8am and noon.\n\nKind regards,\nStoreSafe Ltd",
    ],
    parent: [
      "Strongroom project:\n- New shelving: 2,400 mm tall, fits under the sprinkler pipes\n- Delivery Wednesday 4 June 2025, morning\n- Action: clear the loading bay the day before",
    ],
    conflicts: [],
    paraphrases: [
      ["2.4 metres high", "2,400 mm tall"],
      ["04/06/2025", "4 June 2025"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h47 scouts jumble sale total",
    branch: [
      "How did the jumble sale go?",
      "Really well - we opened the doors at half past one and raised one thousand two hundred pounds for the camp fund!",
      "Amazing.",
    ],
    parent: [
      "Scout group notice:\n- Jumble sale total: £1,200, going to the summer camp fund\n- Thanks to everyone who helped from 1.30pm onwards\n- Next event: sponsored walk in May",
    ],
    conflicts: [],
    paraphrases: [
      ["one thousand two hundred pounds", "£1,200"],
      ["half past one", "1.30pm"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h47 guild quilt display",
    branch: [
      "Hello,\n\nThe guild's centenary quilt measures 2 m by 1.5 m, so it will need the long wall in the foyer. It will be on display for three weeks.\n\nWarm regards,\nEdith",
    ],
    parent: [
      "Edith says the quilt is two metres by one and a half - will it fit in the foyer?",
      "On the long wall, yes. It's up for 21 days, then it goes to the cathedral.",
    ],
    conflicts: [],
    paraphrases: [
      ["2 m by 1.5 m", "two metres by one and a half"],
      ["three weeks", "21 days"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h47 makerspace printer costs",
    branch: [
      "Makerspace update:\n- 3D printer arrived; final cost £2.3k\n- Agreed: 10 kilograms of PLA filament per term\n- Action: Sam to write the safety induction",
    ],
    parent: [
      "Did the printer come in under budget?",
      "Yes, £2,300 in the end.",
      "And filament?",
      "We'll order 10 kg a term.",
    ],
    conflicts: [],
    paraphrases: [
      ["£2.3k", "£2,300"],
      ["10 kilograms", "10 kg"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h47 dinosaur remount closure",
    branch: [
      "Dear colleagues,\n\nThe Iguanodon remount starts next week. The skeleton is 7.5 metres long and the gallery will be closed for six weeks while the new armature goes in.\n\nBest,\nDr Hughes",
    ],
    parent: [
      "How long is the dinosaur gallery shut for?",
      "6 weeks. The skeleton's 7.5m so they need the scaffold tower.",
      "Got it.",
    ],
    conflicts: [],
    paraphrases: [
      ["7.5 metres", "7.5m"],
      ["six weeks", "6 weeks"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h47 watercolour insurance value",
    branch: [
      "The valuer came back on the Turner watercolour - £2.5 million.",
      "Blimey. Does that change the premium?",
      "Slightly.",
    ],
    parent: [
      "Dear Registrar,\n\nFollowing our inspection, we place the insurance value of the Turner watercolour at £2,500,000. Please let us know if you require a written report.\n\nYours sincerely,\nHarcourt Fine Art Valuers",
    ],
    conflicts: [],
    paraphrases: [["£2.5 million", "£2,500,000"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h47 accessibility audit visit",
    branch: [
      "Accessibility audit:\n- Date: 2025-09-17\n- Auditor: Access Matters CIC\n- Lift rated for 8 people; ramp at the side entrance to be measured",
    ],
    parent: [
      "Hi all,\n\nThe access audit is on 17 September. The auditor will test the lift (eight people maximum) and the ramp at the side entrance.\n\nThanks,\nRoz",
    ],
    conflicts: [],
    paraphrases: [
      ["2025-09-17", "17 September"],
      ["8 people", "eight people"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h47 home library deliveries",
    branch: [
      "How many are on the home delivery list now?",
      "35 housebound readers, every fortnight.",
      "That's grown a lot.",
    ],
    parent: [
      "Home library service:\n- Currently serving thirty-five readers, visited every two weeks\n- Action: recruit two more volunteer drivers",
    ],
    conflicts: [],
    paraphrases: [
      ["35 housebound readers", "thirty-five readers"],
      ["every fortnight", "every two weeks"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h47 tea dance times",
    branch: [
      "Dear friends,\n\nOur next tea dance is on Wednesday afternoon, 14:00 to 16:30, in the main hall. Tickets £3 at the door, cake included.\n\nLove,\nMargaret",
    ],
    parent: ["Tea dance Wednesday - 2pm until half four, three pounds on the door.", "I'll bring a lemon drizzle."],
    conflicts: [],
    paraphrases: [
      ["14:00 to 16:30", "2pm until half four"],
      ["Tickets £3", "three pounds"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h47 community centre boiler",
    branch: [
      "Community centre management committee:\n- Boiler replacement: quote accepted at £4,800 for a 30 kW unit\n- Work starts Monday 6 January\n- Action: warn the Monday groups",
    ],
    parent: [
      "Dear hall users,\n\nThe new 30 kilowatt boiler will be fitted from 6th January. The committee agreed a price of four thousand eight hundred pounds. Please expect no heating that day.\n\nRegards,\nThe Committee",
    ],
    conflicts: [],
    paraphrases: [
      ["30 kW", "30 kilowatt"],
      ["£4,800", "four thousand eight hundred pounds"],
      ["Monday 6 January", "6th January"],
    ],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------------------------- shared-words (6)
  {
    name: "h47 mobile library two stops",
    branch: [
      "Mobile library timetable:\n- The van stops at Hill Top village green for 45 minutes on Tuesdays\n- Action: new stop sign needed by the bus shelter",
    ],
    parent: [
      "Remind me about the school stop?",
      "The van stops at Hill Top primary school for 20 minutes on Thursdays.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h47 membership renewals target",
    branch: [
      "Hi Frances,\n\nFor the renewal drive, our target is 500 membership renewals by the end of March.\n\nBest,\nRaj",
    ],
    parent: [
      "How are renewals going?",
      "So far we've had 320 membership renewals, a bit behind.",
      "Let's push the email reminder.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h47 homework club groups",
    branch: ["Aisha's group had 14 children on Monday.", "That's a lot for one room."],
    parent: [
      "Homework club:\n- Tom's group had 9 children on Monday\n- Agreed: buy more pencils and a second whiteboard",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h47 ammonite casts price",
    branch: ["Quote from the casting workshop: each ammonite cast is £12.", "Fine for the handling boxes."],
    parent: [
      "Hi,\n\nThe ammonite casts arrived today; the invoice came to £240 in total for the twenty casts.\n\nThanks,\nLeo",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h47 allotment plot rent years",
    branch: ["Plot rent this year is £45 for a full plot.", "Up again?"],
    parent: [
      "Allotment society AGM:\n- Treasurer noted plot rent last year was £40 for a full plot\n- Agreed: waiting list to be reviewed in June",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h47 village hall building dates",
    branch: [
      "Dear residents,\n\nOur village hall was built in 1925, so next year we celebrate its centenary with an open afternoon.\n\nBest,\nThe Hall Trustees",
    ],
    parent: [
      "Do we know when the extension went up?",
      "The extension was built in 1968, I've seen the plans.",
      "Useful for the display boards.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
