import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 52 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: documentary colour grade cost, animated short Foley date, radio transmitter maintenance
 *     window, indie feature casting callbacks, podcast noise-reduction plugin version, darkroom
 *     chemistry, heist storyboard artist, test screening cinema;
 *   few shared words: music video makeup cover (negation), podcast feed host (identifier), period
 *     short costume fitting, product packshot catalogue;
 *   multi: 35mm film scanning lab, green screen studio hold, string quartet score recording, radio
 *     jingle package, newborn photography session, trailer delivery;
 *   correction: actor headshots (branch), stock footage licence (branch), podcast live taping venue
 *     (parent), ADR line counts (parent);
 *   paraphrase: camera sensor cleaning, photobook printing quote, gaffer lighting list, radio
 *     phone-in prize, rooftop time-lapse rig, title sequence motion graphics, pet portraits, 16mm
 *     reel restoration, podcast microphone order, quarry recce, night photography workshop, 5.1
 *     sound deliverables;
 *   shared-words: radio drama cast fees, station broadcast licence years, breakfast show advert
 *     minutes, spare camera batteries, second-hand camera shutter counts, stock agency quarter.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_52: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h52 documentary grade cost",
    branch: [
      "Has the colourist got back to us on Salt Marsh yet?",
      "She has. Mireille's number for the full grade is £1,800 — three days in her suite, conform included.",
      "Great, that's inside what we set aside for finishing.",
    ],
    parent: [
      "Hi both,\n\nA quick finishing update on Salt Marsh. The invoice estimate that arrived from Mireille this morning puts colour at £3,600. Please don't book the online until I've signed it off.\n\nThanks,\nOwen",
      "Understood, I'll tell the editor to wait.",
    ],
    conflicts: [["£1,800", "£3,600"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h52 animated short foley day",
    branch: [
      "FOLEY — PAPER BOATS (animated short)\nWednesday 14 May — Nettle Lane, small room\n09:30 — artists in, props check\n10:00 — footsteps, reels 1–2\n13:00 — lunch\n14:00 — cloth and paper moves, reel 3\n17:30 — wrap",
      "Can someone bring the gravel tray up from the store?",
    ],
    parent: [
      "I've told both Foley artists we're recording the Paper Boats effects on Thursday 15 May.",
      "Lovely. Do they need parking?",
      "One of them cycles and the other is getting a lift, so no.",
    ],
    conflicts: [["Wednesday 14 May", "Thursday 15 May"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h52 transmitter filter swap time",
    branch: [
      "ENGINEERING — THURSDAY NIGHT\n00:30 — overnight playlist loaded into automation\n01:00 — transmitter off air for filter swap\n03:00 — back on air, check RDS text\n03:15 — log and hand over",
      "Who's holding the keys to the transmitter hut?",
      "Gareth, he'll meet you at the gate.",
    ],
    parent: [
      "From: Station manager\nTo: Engineering\n\nWe've trailed it on air all week: the station goes silent at 01:45 on Thursday night while the filter work is done. Please keep automation running right up until then so we don't lose the late show.\n\nCheers,\nRuth",
    ],
    conflicts: [["01:00 — transmitter off air", "silent at 01:45"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h52 feature lead callbacks",
    branch: [
      "How many are we bringing back for the lead?",
      "Eleven callbacks for the lead, all on Friday afternoon in the church hall.",
      "Oof, long afternoon. I'll bring snacks.",
    ],
    parent: [
      "Casting update from Tamsin: four actors have been invited to read again for Dana, our lead, on Friday.",
      "Are the sides going out tonight?",
      "Yes, scenes 12 and 40.",
    ],
    conflicts: [["Eleven callbacks", "four actors"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h52 podcast denoise plugin version",
    branch: [
      "Before we start the season edit, make sure everybody's on Clearline 4.2 — older builds crash on long multitrack files.",
      "Does that apply to the laptop too?",
      "Yes, the laptop too.",
    ],
    parent: [
      "Edit prep for season three:\n- install Clearline 5.2 on both edit machines and the laptop\n- import the season template\n- set the loudness preset to -16 LUFS\n- archive last season's sessions",
    ],
    conflicts: [["Clearline 4.2", "Clearline 5.2"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h52 darkroom developer volume",
    branch: [
      "For Saturday's darkroom session I'll mix 5 litres of developer, enough for both of us to do contact sheets and prints.",
      "Perfect, I'll bring the paper.",
    ],
    parent: [
      "DARKROOM — SATURDAY\n10:00 — unlock, ventilation on\n10:15 — chemistry: developer 2 L fresh from stock, stop bath, fixer from the shelf\n10:45 — contact sheets\n13:00 — break\n13:30 — prints\n16:00 — wash down and lock up",
    ],
    conflicts: [["5 litres of developer", "developer 2 L"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h52 heist storyboard artist",
    branch: [
      "Quick one: who's doing the boards for the heist sequence?",
      "Priya Nandakumar — she sent rough thumbnails last night and they look great.",
    ],
    parent: [
      "Dear all,\n\nI'm pleased to say Felix Arden has agreed to storyboard the heist sequence. He starts on Monday and will work from the production office.\n\nBest,\nJune",
      "Fantastic news.",
    ],
    conflicts: [["Priya Nandakumar", "Felix Arden"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h52 test screening cinema",
    branch: [
      "Test screening's at the Rialto on Kingsway, doors 7pm.",
      "Have the feedback cards been printed?",
      "Two hundred of them, in the boot of my car.",
    ],
    parent: ["Audience preview sorted — we've got screen two at the Picturedrome from 19:00."],
    conflicts: [["the Rialto", "the Picturedrome"]],
    paraphrases: [["7pm", "19:00"]],
    shapes: ["close"],
  },

  // ------------------------------------------------------ few shared words (4)
  {
    name: "h52 music video makeup day two",
    branch: [
      "Makeup will be there for the second day too, Jodie confirmed this morning.",
      "Great, the close-ups are all on day two.",
    ],
    parent: [
      "VIDEO SHOOT — 'Glasshouse' — DAY 2 (Sunday)\n08:00 — crew call\n08:30 — cast call; no makeup artist today, cast arrive camera-ready\n09:30 — first set-up, kitchen\n12:30 — lunch\n17:00 — wrap",
    ],
    conflicts: [["Makeup will be there for the second day", "no makeup artist today"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h52 podcast feed host",
    branch: [
      "Migration's done. The new feed is at feeds.tallgrass.fm/nightshift — that's the one to give the directories.",
      "Nice. Did the old episodes carry over?",
      "All 63 of them.",
    ],
    parent: [
      "From: Producer\nSubject: Directory updates\n\nHi Kel,\n\nCan you paste feed.tallgrass.fm/nightshift into the Apple and Spotify dashboards when you get a minute? The redirect from the old host expires at the end of the month.\n\nThanks,\nBea",
    ],
    conflicts: [["feeds.tallgrass.fm/nightshift", "feed.tallgrass.fm/nightshift"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h52 period frock fitting",
    branch: [
      "Fittings for the 1920s dresses are Tuesday the 3rd at Maude's workroom.",
      "Does Maude need measurements beforehand?",
      "She's got them from the casting sheets.",
    ],
    parent: ["Wardrobe: the actors try on their period frocks on the 10th — bring character shoes."],
    conflicts: [["Tuesday the 3rd", "on the 10th"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h52 packshot catalogue size",
    branch: [
      "The catalogue job is 120 SKUs, shot on white, two angles each.",
      "Two angles plus a detail on the jewellery?",
      "Just the two angles.",
    ],
    parent: [
      "Dear Sam,\n\nThe client's packshot list has come through — 85 items altogether. I'll forward the spreadsheet once they've added the colourways.\n\nKind regards,\nNadia",
    ],
    conflicts: [["120 SKUs", "85 items"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ----------------------------------------------------------------- multi (6)
  {
    name: "h52 film scanning lab order",
    branch: [
      "I dropped the rolls at Grainhouse on Monday: 14 rolls of 35mm, scanned at 4K, £12 a roll, ready to collect on Friday 9 June.",
      "Did you ask them to push the Tri-X?",
      "Yes, one stop.",
    ],
    parent: [
      "Lab receipt (Grainhouse): fourteen rolls of 35mm; 4K scans; £15 per roll; collection Friday 9 June.",
      "OK, I'll pick them up on my way in.",
    ],
    conflicts: [["£12 a roll", "£15 per roll"]],
    paraphrases: [["14 rolls", "fourteen rolls"]],
    shapes: ["multi"],
  },
  {
    name: "h52 green screen studio hold",
    branch: [
      "Hi Lena,\n\nConfirming the green cyc for Tuesday 22 October, 8am to 6pm, with the 20 × 10 ft wall and two crew parking bays, for £950 plus lights.\n\nBest,\nTom",
      "Tom, do we need the makeup room as well?",
      "No, we'll use the green room.",
    ],
    parent: [
      "STUDIO HOLD\nDate — Tue 22 Oct\nHours — 08:00–18:00\nSpace — green cyc, 20 × 10 ft\nParking — 2 bays\nRate — £1,900 + lighting",
    ],
    conflicts: [["£950", "£1,900"]],
    paraphrases: [
      ["Tuesday 22 October", "Tue 22 Oct"],
      ["8am to 6pm", "08:00–18:00"],
      ["two crew parking bays", "2 bays"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h52 string quartet score session",
    branch: [
      "The quartet session for the score is booked for Saturday 8 March at Eastgate Studios, 10:00 start, four players, and the fee comes to £2,400 all in.",
      "Is Ines conducting or just producing?",
      "Just producing from the control room.",
    ],
    parent: [
      "SCORE RECORDING — 'Low Tide'\nSat 8 March — Eastgate Studios\n2pm downbeat — 4 players (2 vln, vla, vc)\n£2,400 incl. engineer",
    ],
    conflicts: [["10:00 start", "2pm downbeat"]],
    paraphrases: [
      ["Saturday 8 March", "Sat 8 March"],
      ["four players", "4 players"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h52 radio jingle package",
    branch: [
      "Jingle package from Sonic Bloom is agreed: six idents, each 10 seconds long, delivered as WAVs by 30 April, £1,200 for the lot.",
      "Do we get stems?",
      "They'll send stems on request.",
    ],
    parent: [
      "Hi all,\n\nThe jingle brief is signed. We're getting 6 idents, 15 seconds each, WAVs due on 30 April, at £1,200 in total.\n\nMarcus\nStation producer",
    ],
    conflicts: [["each 10 seconds", "15 seconds each"]],
    paraphrases: [["six idents", "6 idents"]],
    shapes: ["multi"],
  },
  {
    name: "h52 newborn session gallery",
    branch: [
      "Booked the Okafors' newborn shoot — a home visit on 2 August, 3 hours, 25 edited images in the gallery, £340.",
      "Do they want the wrap props?",
      "Yes, the cream ones.",
    ],
    parent: [
      "NEWBORN SESSION — Okafor family\n2 Aug — at home — three hours\nGallery: 40 edited images\nFee: £340, deposit paid",
    ],
    conflicts: [["25 edited images", "40 edited images"]],
    paraphrases: [
      ["2 August", "2 Aug"],
      ["3 hours", "three hours"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h52 trailer delivery date",
    branch: [
      "Trailer cut v3 goes to the distributor on Thursday 5 December; it runs 2 minutes 10 seconds and we deliver it in 16:9 and 9:16.",
      "Music cleared?",
      "Cleared yesterday.",
    ],
    parent: [
      "From: Hana (post producer)\n\nTrailer delivery is Thu 12 December — 2:10 runtime, 16:9 plus a 9:16 version for socials. Shout if the mix needs more time.",
    ],
    conflicts: [["Thursday 5 December", "Thu 12 December"]],
    paraphrases: [["2 minutes 10 seconds", "2:10 runtime"]],
    shapes: ["multi"],
  },

  // ------------------------------------------------------------ correction (4)
  {
    name: "h52 actor headshots slot",
    branch: [
      "Ravi's headshots are at 11:00 on Thursday.",
      "Sorry, I misread his text — it's 11:30, not 11:00.",
      "No worries, still studio B?",
      "Still studio B.",
    ],
    parent: [
      "HEADSHOTS — THURSDAY\n11:00 — Ravi Mehta, studio B (three looks)\n13:00 — lunch\n14:00 — Clara Foss, studio B",
    ],
    conflicts: [["it's 11:30", "11:00 — Ravi Mehta"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h52 stock clip licence price",
    branch: [
      "The aerial city clip from Vista Stock is £180 for a web licence.",
      "Fine, go ahead.",
      "Update: Vista repriced it overnight — same web licence, but it's £640 now.",
    ],
    parent: [
      "Dear Ana,\n\nFor the licensing log: Vista Stock, aerial city clip (12 seconds), web licence, £180. I'll pay it on Monday from the post budget.\n\nRegards,\nPhil",
    ],
    conflicts: [["£640 now", "£180"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h52 podcast live taping venue",
    branch: [
      "The live episode taping is at the Corn Exchange, upstairs hall.",
      "Are both guests confirmed?",
      "Both confirmed.",
    ],
    parent: [
      "Live taping is still at the Corn Exchange, right?",
      "Not any more — they moved it to the Lamplight Rooms because the Corn Exchange double-booked the hall.",
      "Ah, OK. Same date?",
      "Same date.",
    ],
    conflicts: [["at the Corn Exchange", "the Lamplight Rooms"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h52 adr line counts",
    branch: [
      "ADR — 'UNDERTOW'\n10:00 — Sam Iles (Kit), 14 lines\n12:00 — Ada Brennan (Mara), 9 lines\n13:00 — lunch\n14:00 — walla group",
    ],
    parent: [
      "Sam has 14 lines to replace and Ada has 9.",
      "Is the walla group confirmed?",
      "Yes, six of them.",
      "Correction from the edit: Ada's list went up to 12 lines after the last cut.",
    ],
    conflicts: [["9 lines", "12 lines"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ------------------------------------------------------------ paraphrase (12)
  {
    name: "h52 sensor cleaning drop-off",
    branch: [
      "Sensor clean for the two bodies is booked for 3 p.m. on Friday.",
      "Can they do the 24-70 too?",
      "Only sensors, they don't do lenses.",
    ],
    parent: ["CAMERA SHOP DROP-OFF\nFri 15:00 — 2 bodies for sensor cleans\nCollect — Monday after 10:00"],
    conflicts: [],
    paraphrases: [
      ["3 p.m.", "15:00"],
      ["two bodies", "2 bodies"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h52 photobook print quote",
    branch: ["The photobook's been quoted at £1.2k for 150 copies.", "Hardback?", "Lay-flat hardback, yes."],
    parent: [
      "Dear Jo,\n\nThe printer's quote is in: 150 copies, 96 pages, lay-flat hardback, £1,200 total including delivery. Proofs should arrive next week.\n\nBest,\nKit",
    ],
    conflicts: [],
    paraphrases: [["£1.2k", "£1,200"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h52 gaffer kitchen lighting",
    branch: [
      "Gaffer's bringing a 1.2 kW HMI and two LED panels for the kitchen scene.",
      "Enough for the window?",
      "Should be, with a bit of diffusion.",
    ],
    parent: [
      "LIGHTING — KITCHEN SCENE\n- one 1200 W HMI (through window)\n- 2 × LED panels (fill)\n- flags, C-stands, diffusion frame",
    ],
    conflicts: [],
    paraphrases: [
      ["1.2 kW HMI", "1200 W HMI"],
      ["two LED panels", "2 × LED panels"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h52 phone-in prize",
    branch: [
      "The prize for Friday's phone-in is a pair of tickets to the comedy night plus a hundred pounds in vouchers.",
      "Who's presenting?",
      "Lou, on drive-time.",
    ],
    parent: [
      'Competition copy for Friday: "Call in to win two tickets to the comedy night and £100 of vouchers!" Please read it at quarter past and quarter to.',
    ],
    conflicts: [],
    paraphrases: [
      ["a pair of tickets", "two tickets"],
      ["a hundred pounds", "£100"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h52 rooftop time-lapse rig",
    branch: [
      "The time-lapse camera goes up on the roof on 1 March and stays there for six months.",
      "Who's got the roof keys?",
      "Facilities, ask for Dom.",
    ],
    parent: [
      "ROOFTOP RIG\nInstall — 01/03 (roof access 07:00–09:00)\nDuration — 6 months\nInterval — 10 s\nPower — mains via the plant room",
    ],
    conflicts: [],
    paraphrases: [
      ["1 March", "01/03"],
      ["six months", "6 months"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h52 opening title sequence",
    branch: [
      "Opening titles are coming along — the sequence runs 45 seconds and we'll deliver ProRes 4444.",
      "Does it include the producer cards?",
      "Yes, all of them.",
    ],
    parent: [
      "Hi Rosa,\n\nFor the motion graphics: the opening title sequence is locked at 0:45, master as ProRes 4444 with alpha. Final files by the 20th, please.\n\nThanks,\nDev",
    ],
    conflicts: [],
    paraphrases: [["45 seconds", "0:45"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h52 spaniel portrait booking",
    branch: ["Pet portrait session for Biscuit is half past four on Sunday in the park.", "Golden hour, nice."],
    parent: ["BOOKING — Biscuit (spaniel)\nSun 16:30 — Victoria Park, by the bandstand\nPackage — 10 digital images"],
    conflicts: [],
    paraphrases: [["half past four", "16:30"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h52 16mm reel restoration",
    branch: [
      "The lab reckons restoring the three 16mm reels will take about a fortnight.",
      "That's fine for the retrospective deadline.",
    ],
    parent: [
      "Dear Mr Kaye,\n\nRestoration estimate: 3 × 16mm reels, turnaround two weeks, scanned at 2K with dust and scratch removal.\n\nYours sincerely,\nReel Care Lab",
    ],
    conflicts: [],
    paraphrases: [
      ["three 16mm reels", "3 × 16mm reels"],
      ["a fortnight", "two weeks"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h52 podcast mic order",
    branch: [
      "Mic order for the podcast room: 4 dynamic mics at two hundred and ninety-nine pounds each.",
      "Boom arms too?",
      "We've got those already.",
    ],
    parent: ["PO 2291\nItem — dynamic microphone\nQty — 4\nUnit price — £299\nSupplier — Tonebox"],
    conflicts: [],
    paraphrases: [["two hundred and ninety-nine pounds", "£299"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h52 quarry recce",
    branch: [
      "Recce for the quarry scenes is on the eleventh of April; we're meeting at the gate.",
      "Should I bring the stills camera?",
      "Yes, and a tape measure.",
    ],
    parent: [
      "RECCE — QUARRY\n11 Apr — meet at quarry gate 07:30\nBoots and hi-vis\nPacked lunch, no facilities on site",
    ],
    conflicts: [],
    paraphrases: [["the eleventh of April", "11 Apr"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h52 night photography workshop",
    branch: [
      "The night photography workshop is capped at a dozen people and kicks off at 8pm.",
      "Do they need their own tripods?",
      "Yes, it's on the kit list.",
    ],
    parent: [
      "Dear participants,\n\nWelcome to the night photography workshop. We start at 20:00 by the footbridge; there are max 12 places, so please let us know if you can no longer come. Bring a tripod and a head torch.\n\nBest wishes,\nMina",
    ],
    conflicts: [],
    paraphrases: [
      ["a dozen people", "max 12"],
      ["8pm", "20:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h52 surround mix deliverables",
    branch: [
      "Mix is due to the distributor at -24 LKFS, five point one plus a stereo fold-down.",
      "Do they want M&E as well?",
      "Yes, the M&E too.",
    ],
    parent: ["DELIVERABLES — SOUND\n- 5.1 printmaster\n- 2.0 fold-down\n- M&E\n- loudness -24 LKFS"],
    conflicts: [],
    paraphrases: [
      ["five point one", "5.1"],
      ["stereo fold-down", "2.0 fold-down"],
    ],
    shapes: ["paraphrase"],
  },

  // --------------------------------------------------------- shared-words (6)
  {
    name: "h52 radio drama cast fees",
    branch: [
      "The narrator's fee for the radio drama is £400 a day.",
      "Is that with the repeat fee?",
      "No, repeats are paid separately.",
    ],
    parent: [
      "Hi Len,\n\nBudget note: the supporting cast's fee for the radio drama is £180 a day each.\n\nThanks,\nPat",
      "Fine by me.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h52 station licence years",
    branch: [
      "Our station's broadcast licence was first issued in 2019.",
      "Was that before the move to the new studio?",
      "Just before.",
    ],
    parent: [
      "From: Station manager\n\nReminder: the station's broadcast licence comes up for renewal in 2026, so the paperwork needs to start next spring.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h52 breakfast show advert minutes",
    branch: [
      "Our cap is 12 minutes of adverts per hour on the breakfast show.",
      "Is that our own rule?",
      "It's in the station's ad policy.",
    ],
    parent: [
      "At the moment we're only running 7 minutes of adverts per hour on the breakfast show, so sales has room.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h52 spare camera batteries",
    branch: ["Each of the spare camera batteries costs £85 from the usual supplier.", "Same as last year, then."],
    parent: [
      "KIT ORDER — received Tuesday\nSpare camera batteries — six — £510 in total from the usual supplier\nCharger — already in stock",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h52 used camera shutter counts",
    branch: ["The older A7 body we're selling has a shutter count of 48,000.", "Still plenty of life in it."],
    parent: [
      "For the listing: the newer A7 body we're selling has a shutter count of 9,000.",
      "Do we include the charger?",
      "Yes, and the strap.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h52 stock agency quarter",
    branch: [
      "Dear team,\n\nAs a reminder, our target for the stock agency this quarter was 300 accepted images.\n\nBest,\nIris",
      "Ambitious!",
    ],
    parent: ["This quarter the stock agency actually accepted 214 of our images — not bad."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
