import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 34 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: podcast recording sessions, film festival submissions, photo shoots, choir recordings,
 *     animation render farms, theatre lighting rigs, wedding videographers, book launches;
 *   close, few shared words: radio ad slots (negation), stock footage licences (identifier),
 *     subtitle translation, recording studio bookings;
 *   correction: video edit deliverables, gallery hanging (both corrected in the branch), print proofs,
 *     audiobook narration (both corrected in the parent);
 *   multi: foley session, vinyl pressing, drone aerial permit, colour grading suite, voiceover casting,
 *     concert livestream;
 *   paraphrase: camera lens hire, DCP cinema delivery, press junket, crowd extras, dubbing session,
 *     piano tuning, radio drama, sync licence, costume fittings, podcast sponsor reads, mastering,
 *     album artwork;
 *   shared-words: stop-motion puppet build, museum audio guide, poster screenprint, TV pilot casting,
 *     documentary transcripts, music video budget.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 18, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_34: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h34 podcast booth hourly rate",
    branch: [
      "Who's sorting the booth for the three interview episodes?",
      "I've got it. The studio in Leith charges £85 an hour for the booth, and that includes their engineer.",
      "Great, thanks!",
    ],
    parent: [
      "For the budget sheet: recording space for the podcast comes to £170 per hour with their engineer on the desk.",
      "Can someone check if they have a spare pop filter? Ours has a tear in it.",
    ],
    conflicts: [["£85 an hour", "£170 per hour"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h34 festival late deadline",
    branch: [
      "The late deadline for Black Nights is 14 September, so the festival cut has to be locked before then.",
      "I'll ask Priya to export a screener tonight.",
    ],
    parent: [
      "Heads up — submissions to the Tallinn festival close on September 15 for the late round; after that it's waitlist only.",
      "ok noted",
      "Do we still need the French subtitle file for the entry form?",
    ],
    conflicts: [["14 September", "September 15"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h34 lookbook shoot call time",
    branch: [
      "Agent confirmed: call time at the warehouse is 6:30 am, so we get the soft low light before it goes harsh.",
      "Hair and makeup are bringing their own steamer.",
    ],
    parent: [
      "Quick one about the lookbook — everyone needs to be on set for 6:30 pm.",
      "Bring the big silver reflector and the spare sandbags please.",
    ],
    conflicts: [["6:30 am", "6:30 pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h34 choir headcount",
    branch: [
      "Final headcount for Saturday's carol session: twelve voices.",
      "Sopranos asked whether they can warm up in the vestry instead of the nave.",
    ],
    parent: [
      "The conductor emailed — eleven singers are coming to the church recording on Saturday.",
      "Good, that still fits the semicircle we planned around the ribbon pair.",
    ],
    conflicts: [["twelve voices", "eleven singers"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h34 render farm blender build",
    branch: [
      "All the render nodes are on Blender 4.1.1 now, I updated them first thing this morning.",
      "Queue is empty if you want to send shot 40.",
    ],
    parent: [
      "Before anyone submits: save your scenes in 4.1.2, that's the build the farm runs.",
      "Also, lighting on shot 40 got approved!",
    ],
    conflicts: [["Blender 4.1.1", "in 4.1.2"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h34 lighting truss load",
    branch: [
      "Checked the spec sheet: the front-of-house truss takes 500 kg.",
      "So we can hang the four moving heads plus the follow-spot bracket, right?",
    ],
    parent: [
      "Venue's production manager says FOH rigging tops out at 250 kg — don't exceed it.",
      "Also the get-in is through the side dock, not the stage door.",
    ],
    conflicts: [["500 kg", "250 kg"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h34 wedding second shooter",
    branch: [
      "For the Harris–Okafor wedding, Tomasz Wójcik is our second shooter; he'll cover the groom's prep.",
      "Drone footage depends on the weather, I've warned them.",
    ],
    parent: [
      "Couple asked who's assisting Sam on camera at their ceremony — I told them Aisha Mensah.",
      "They'd also like the speeches filmed from two angles.",
    ],
    conflicts: [["Tomasz Wójcik", "Aisha Mensah"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h34 book launch venue",
    branch: [
      "Launch party for 'Salt Roads' is at Foyles on Charing Cross Road, 7pm on the Thursday.",
      "Do we have a signing table or do we bring one?",
    ],
    parent: [
      "Publicist confirmed where the book launch is happening: Foyles Waterloo.",
      "Wine is being sponsored by the distributor, so no need to order any.",
    ],
    conflicts: [["Charing Cross Road", "Foyles Waterloo"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- close, few shared words (4)
  {
    name: "h34 radio spot saturday breakfast",
    branch: [
      "Good news from the station: our 30-second spot will air in Saturday's breakfast show.",
      "Can you send them the final mix as a WAV as well as the MP3?",
    ],
    parent: [
      "Sales rep rang. No ad for us on the weekend morning programme after all — a furniture chain bought that whole block.",
      "She offered a midweek drive-time slot instead.",
    ],
    conflicts: [["spot will air", "No ad for us"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h34 aerial clip licence ref",
    branch: [
      "Licence for the aerial city clip came through, reference SF-88412-K.",
      "I've dropped the PDF into the legal folder.",
    ],
    parent: [
      "For the credits spreadsheet: drone skyline footage — covered under licence no. SF-88421-K.",
      "The archive interview clips still need clearing.",
    ],
    conflicts: [["SF-88412-K", "SF-88421-K"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h34 portuguese subs delivery",
    branch: [
      "The Portuguese subtitles for the doc are due back from the translator on 3 March.",
      "Then we QC them against the locked picture.",
    ],
    parent: [
      "Lucía says she'll deliver the pt-BR caption file on the 28th of May.",
      "She also asked for the dialogue list as a Word doc.",
    ],
    conflicts: [["3 March", "28th of May"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h34 string overdub start",
    branch: [
      "We've got Studio B locked from 10:00 for the string overdubs.",
      "Does anyone know if the Neumann pair is back from repair?",
    ],
    parent: [
      "Violin and cello players kick off at 11:00 — tell the runner to have coffee ready.",
      "I think the Neumanns came back on Monday.",
    ],
    conflicts: [["from 10:00", "at 11:00"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- correction (4)
  {
    name: "h34 hero cut length corrected",
    branch: [
      "Deliverables for the brand film: a 90-second hero cut plus three cutdowns for social.",
      "Sorry, I misread the brief — it's a 60-second hero cut, not 90.",
      "The cutdowns stay as they were.",
    ],
    parent: [
      "Client brief says the main edit runs 90 seconds, with three social cutdowns.",
      "Music licence covers all of them, I checked.",
    ],
    conflicts: [["60-second hero cut", "runs 90 seconds"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h34 gallery hang day moved",
    branch: [
      "Hanging day at the Fruitmarket is Tuesday the 9th.",
      "Update: they moved it to Thursday the 11th because the floor is being resealed.",
    ],
    parent: [
      "Artists' handbook lists Tuesday the 9th for the hang — we bring our own spirit levels and mirror plates.",
      "Anyone got a laser level we can borrow?",
    ],
    conflicts: [["Thursday the 11th", "Tuesday the 9th"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h34 print proofs return",
    branch: [
      "The printer wants the signed-off proofs back by noon Friday.",
      "I'll do the colour check on the cover tomorrow.",
    ],
    parent: [
      "Proofs need to go back to the printer by noon Friday.",
      "Actually they've just emailed — they need them by 5pm Wednesday now, press time moved up.",
      "Ugh. Fine.",
    ],
    conflicts: [["noon Friday", "5pm Wednesday"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h34 audiobook narrator swap",
    branch: [
      "Narrator for the audiobook is Helen Barr; she's booked for five days in the booth.",
      "I'll send her the pronunciation guide for the place names.",
    ],
    parent: [
      "Helen Barr is narrating, five days in the booth.",
      "Update from the publisher: Helen has dropped out, Marcus Oyelaran is narrating instead.",
    ],
    conflicts: [["Helen Barr", "Marcus Oyelaran"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---------------------------------------------------------------- multi (6)
  {
    name: "h34 foley day rate",
    branch: [
      "Foley session is booked for Wednesday 12 June on the small stage, 09:30 start, £640 for the day including the artist.",
      "Can we get the cue sheet to them by the weekend?",
    ],
    parent: [
      "Just so everyone has it: foley on Wed 12/06, kicking off at 9:30am, and the day rate is £680 with the artist included.",
      "Footsteps for reel 3 are the priority.",
    ],
    conflicts: [["£640", "£680"]],
    paraphrases: [
      ["Wednesday 12 June", "Wed 12/06"],
      ["09:30 start", "9:30am"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h34 vinyl pressing quote",
    branch: [
      "The pressing plant quoted 500 copies on 180g black vinyl, test pressings in three weeks, and €4,200 all in.",
      "That's with printed inner sleeves.",
    ],
    parent: [
      "Recap of the vinyl quote (for the label meeting): five hundred records, 180-gram black, test pressings ready in 3 weeks, total €2,100.",
      "Shall we ask about a coloured variant?",
    ],
    conflicts: [["€4,200", "€2,100"]],
    paraphrases: [
      ["500 copies", "five hundred records"],
      ["180g", "180-gram"],
      ["three weeks", "3 weeks"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h34 drone permit pilots",
    branch: [
      "Drone permit for the coastal shots covers Saturday and Sunday, 7am to 11am, max altitude 120 m, two pilots named on it.",
      "Weather looks OK for the Saturday at least.",
    ],
    parent: [
      "The permission is for the weekend only — Sat & Sun, 07:00–11:00, capped at 120 metres, with three pilots listed.",
      "Remember to bring the printed copy, the rangers ask for it.",
    ],
    conflicts: [["two pilots", "three pilots"]],
    paraphrases: [
      ["Saturday and Sunday", "Sat & Sun"],
      ["7am to 11am", "07:00–11:00"],
      ["120 m", "120 metres"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h34 grading suite start date",
    branch: [
      "Grading for the feature is booked in Suite 3 from Monday 4 November for 8 days at £950 a day.",
      "Conform should be done by then.",
    ],
    parent: [
      "Colour suite booking — Suite 3, starting Monday 2 December, eight days, nine hundred and fifty pounds per day; colourist is Dev.",
      "He wants the reference stills from the DoP beforehand.",
    ],
    conflicts: [["Monday 4 November", "Monday 2 December"]],
    paraphrases: [
      ["8 days", "eight days"],
      ["£950 a day", "nine hundred and fifty pounds per day"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h34 trailer vo shortlist",
    branch: [
      "Casting for the game trailer VO: auditions on Thursday from 2pm, 20-minute slots, 14 actors on the shortlist, and the booked voice gets $1,500.",
      "Can someone book the small booth for it?",
    ],
    parent: [
      "For the trailer voiceover auditions — Thursday, starting 14:00, twenty-minute slots, a shortlist of 16 actors, fee $1.5k for whoever we book.",
      "Booth's booked.",
    ],
    conflicts: [["14 actors", "16 actors"]],
    paraphrases: [
      ["from 2pm", "starting 14:00"],
      ["20-minute slots", "twenty-minute slots"],
      ["$1,500", "$1.5k"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h34 concert stream ticket",
    branch: [
      "The livestream of the Usher Hall concert goes out on Friday 21 March at 19:30, 1080p at 6 Mbps, with tickets at £12.",
      "Do we need a second encoder as backup?",
    ],
    parent: [
      "Stream details: Fri 21 March, 7:30pm start, 1080p and a 6 Mbps bitrate, viewers pay £25 for access.",
      "Yes, I'd bring the spare encoder.",
    ],
    conflicts: [["£12", "£25"]],
    paraphrases: [
      ["Friday 21 March", "Fri 21 March"],
      ["19:30", "7:30pm"],
    ],
    shapes: ["multi", "paraphrase"],
  },

  // ---------------------------------------------------------------- paraphrase, no conflict (12)
  {
    name: "h34 cooke primes hire",
    branch: [
      "Lens hire for the shoot is £1,250 for the week — the full set of Cooke primes.",
      "Pickup is Monday morning.",
    ],
    parent: ["Rental house invoice came in: £1.25k for seven days of the Cooke primes.", "Who's driving the van?"],
    conflicts: [],
    paraphrases: [
      ["£1,250", "£1.25k"],
      ["for the week", "seven days"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h34 dcp drive handover",
    branch: ["The DCP for the cinema screening has to be delivered by 18:00 on the 2nd of October."],
    parent: ["Cinema wants the DCP drive in hand by 6pm, 2 Oct.", "I'll courier it from the lab myself."],
    conflicts: [],
    paraphrases: [
      ["18:00", "6pm"],
      ["the 2nd of October", "2 Oct"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h34 junket slot length",
    branch: [
      "Junket interviews are four minutes each, forty journalists over the day.",
      "That's a long day for the cast, honestly.",
    ],
    parent: [
      "Each outlet gets 4 min with the cast; 40 journalists total.",
      "The hotel has given us the rooftop suite for it.",
    ],
    conflicts: [],
    paraphrases: [
      ["four minutes", "4 min"],
      ["forty journalists", "40 journalists"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h34 stadium extras count",
    branch: ["We need 150 extras for the stadium scene on Tuesday.", "Any word on costumes for them?"],
    parent: [
      "Extras agency confirmed a hundred and fifty background artists for Tuesday's stadium day.",
      "Catering will be the usual truck.",
    ],
    conflicts: [],
    paraphrases: [["150 extras", "a hundred and fifty background artists"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h34 german dub cast",
    branch: [
      "The German dub needs 12 actors over three days.",
      "Director wants the lip-sync pass done before any mixing.",
    ],
    parent: ["Dubbing studio has a dozen voice actors booked for the German version, 3 days in total."],
    conflicts: [],
    paraphrases: [
      ["12 actors", "a dozen voice actors"],
      ["three days", "3 days"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h34 piano tuner arrival",
    branch: [
      "Tuner is coming at quarter past eight, before the session — tuning to A=442.",
      "Make sure the hall is unlocked by then.",
    ],
    parent: ["Piano tech arrives 8:15am; she'll tune to 442 Hz to match the orchestra.", "Caretaker has the keys."],
    conflicts: [],
    paraphrases: [
      ["quarter past eight", "8:15am"],
      ["A=442", "442 Hz"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h34 radio drama runtime",
    branch: [
      "The radio drama runs 45 minutes, recorded over two days at Maida Vale.",
      "Sound effects are mostly done live on the floor.",
    ],
    parent: [
      "Episode length is three quarters of an hour, across 2 days at Maida Vale.",
      "Love that they're doing the spot effects live.",
    ],
    conflicts: [],
    paraphrases: [
      ["45 minutes", "three quarters of an hour"],
      ["two days", "2 days"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h34 sync licence term",
    branch: [
      "The sync licence for the track is US$3,000, covering online and broadcast for 2 years.",
      "Label wants it signed this week.",
    ],
    parent: [
      "Label's quote for syncing the song: three thousand dollars, 24 months, online + TV.",
      "I'll forward it to legal.",
    ],
    conflicts: [],
    paraphrases: [
      ["US$3,000", "three thousand dollars"],
      ["2 years", "24 months"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h34 costume fitting window",
    branch: [
      "Costume fittings are Tue 7 May, 1:00 pm to 4:30 pm, in the wardrobe department.",
      "Tell the cast to bring their own shoes.",
    ],
    parent: ["Wardrobe fittings: 7th May, 13:00–16:30.", "Shoes — their own, yes."],
    conflicts: [],
    paraphrases: [
      ["Tue 7 May", "7th May"],
      ["1:00 pm to 4:30 pm", "13:00–16:30"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h34 sponsor read terms",
    branch: ["Sponsor read is 60 seconds, mid-roll, paid at $25 CPM.", "They sent talking points but we can ad-lib."],
    parent: ["The ad read runs one minute in the middle of the episode; rate is 25 dollars per thousand downloads."],
    conflicts: [],
    paraphrases: [
      ["60 seconds", "one minute"],
      ["mid-roll", "middle of the episode"],
      ["$25 CPM", "25 dollars per thousand"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h34 mastering loudness and fee",
    branch: [
      "Mastering target is -14 LUFS integrated, and the engineer charges €120 per track.",
      "It's seven tracks on the EP.",
    ],
    parent: [
      "Loudness for the master: minus 14 LUFS; she charges a hundred and twenty euros a song.",
      "With seven songs that's not too bad.",
    ],
    conflicts: [],
    paraphrases: [
      ["-14 LUFS", "minus 14 LUFS"],
      ["€120 per track", "a hundred and twenty euros a song"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h34 cover art spec",
    branch: [
      "Artwork files should be 3000 x 3000 px, RGB, delivered by end of day on 30 June.",
      "The illustrator is on it.",
    ],
    parent: ["Cover art spec: 3,000 by 3,000 pixels, RGB; due EOD June 30th.", "Nice, thanks."],
    conflicts: [],
    paraphrases: [
      ["3000 x 3000 px", "3,000 by 3,000 pixels"],
      ["30 June", "June 30th"],
    ],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------------------------- shared-words, no conflict (6)
  {
    name: "h34 puppet heights",
    branch: ["The fox puppet is finished at 28 cm tall, armature and all.", "Its ears still need flocking."],
    parent: [
      "The badger puppet is finished too — it's 34 cm tall with the armature.",
      "Replacement mouths are being printed tonight.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h34 audio guide target vs recorded",
    branch: ["Our target for the museum audio guide is 25 stops, each around 90 seconds long."],
    parent: [
      "So far we've recorded 18 stops for the audio guide; they average around 80 seconds each.",
      "The curator wants to review the Egyptian room script first.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h34 poster print unit vs total",
    branch: [
      "The screenprinter charges £6 per poster for the two-colour run.",
      "Paper is the heavy cream stock we liked.",
    ],
    parent: ["The total for the two-colour poster run is £600 for a hundred prints."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h34 pilot audition days by role",
    branch: [
      "Auditions for the role of the detective are on 14 April in Studio 1.",
      "Sides go out to agents on Monday.",
    ],
    parent: ["Auditions for the role of the sister are on 16 April in Studio 1.", "Reader is booked for both."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h34 transcripts by shoot year",
    branch: [
      "The interviews we filmed in 2019 are fully transcribed — 42 hours of footage.",
      "Timecodes are burned into the transcript margins.",
    ],
    parent: ["The interviews we filmed in 2021 are still being transcribed, about 30 hours of footage."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h34 music video budget vs spend",
    branch: ["The music video budget is £3,000.", "Most of it goes on the location and the dancers."],
    parent: ["We've spent £2,200 of the music video budget so far.", "Still to pay: the smoke machine hire."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
