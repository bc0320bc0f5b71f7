/**
 * Held-out merge-conflict pairs, set 59 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: music (orchestras, choirs, touring bands, recording studios).
 *
 * Topics (one per case, 40 in all):
 *   close: chamber choir Thursday start time, double bass weekly hire rate, live room booking hours,
 *     headline set length, bus call after a show, piano tuning pitch, club gig guarantee, van mileage
 *     allowance, mix session version on the NAS (identifier), timpani hire reference (identifier),
 *     harpist bringing her own harp (negation), merch card reader (negation).
 *   multi: string section sizes, northern tour leg dates, studio day rate and hours, choir concert
 *     programme, flight with instrument cases, mixing package terms.
 *   correction: brass sectional room, show call time, studio deposit share, requiem soloist.
 *   paraphrase: string quartet fee, concert downbeat, borrowed music stands, concert date, amp case
 *     weight, singers wanted, click tempo, slot length, overseas guarantee, load-in time, drive
 *     distance, sample rate.
 *   shared-words: last vs next piano tuning, hire budget vs spend, two studios, two shows' start
 *     times and set lists, deposit vs balance, venue capacity vs tickets sold.
 *
 * Counts by shape (a case may carry more than one): close 10, identifier 2, negation 2, multi 6,
 * correction 4, paraphrase 12, shared-words 6, list 5.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
import type { HeldOutConflictCase } from "./conflict-cases";

export const HELDOUT_CONFLICT_CASES_59: HeldOutConflictCase[] = [
  // ───────────────────────────── close / identifier / negation ─────────────────────────────
  {
    name: "h59 chamber choir thursday rehearsal start",
    branch: [
      "Can someone paste the March schedule? I've lost the email.",
      "Here you go:\nMarch rehearsals, Wrenfield Chamber Choir\n- Mon 11 Mar: sopranos & altos only, vestry, 19:00-20:30\n- Thu 14 Mar: full choir, St Aidan's hall, start 19:30, finish 21:30\n- Sat 16 Mar: dress rehearsal in the church, 10:00-13:00",
      "Thanks! Is the Saturday one compulsory?",
      "Yes, the dress is compulsory for anyone singing on the 17th.",
    ],
    parent: [
      "Reminder for Thursday: full rehearsal at St Aidan's kicks off at 7pm sharp, and we'll be done by half nine so people can catch the last bus.",
      "April, so you can plan ahead:\n- Mon 8 Apr: tenors & basses, vestry\n- Thu 11 Apr: full choir, St Aidan's hall\n- Sat 13 Apr: no rehearsal (Easter break)",
    ],
    conflicts: [["start 19:30", "kicks off at 7pm sharp"]],
    paraphrases: [["finish 21:30", "done by half nine"]],
    shapes: ["close"],
  },
  {
    name: "h59 double bass weekly hire rate",
    branch: [
      "Sorted the bass for the Mahler run. Harmonia Hire have a 3/4 double bass with a French bow, £85 a week.",
      "How long do we need it for?",
      "Mahler dates:\n- Rehearsals: 4, 6, 11, 13 Nov\n- Concerts: 16 Nov (Town Hall), 23 Nov (Assembly Rooms)",
      "Three weeks, first rehearsal through to the last concert.",
    ],
    parent: [
      "Harmonia sent the paperwork for the upright bass. Rate is ninety-five pounds per week, bow and soft case included, hire period 21 days.",
    ],
    conflicts: [["£85 a week", "ninety-five pounds per week"]],
    paraphrases: [["Three weeks", "hire period 21 days"]],
    shapes: ["close"],
  },
  {
    name: "h59 live room tracking block length",
    branch: [
      "Booked Live Room A at Ferncliff for 10 hours on 22 May for drums and bass tracking.",
      "Is the engineer included in that?",
      "Yep, Tomasz engineers, the assistant is extra.",
      "Tracking order for the day:\n1. Drums on all five songs\n2. Bass, DI + amp\n3. Guide vocals if there's time",
    ],
    parent: [
      "Week plan:\n20/05 rehearsal at the unit, 12:00-17:00\n21/05 travel day, van pickup 09:00\n22/05 Ferncliff, Live Room A, 8 hr block, drums + bass\n23/05 overdubs, Room C",
    ],
    conflicts: [["for 10 hours", "8 hr block"]],
    paraphrases: [["22 May", "22/05 Ferncliff"]],
    shapes: ["close"],
  },
  {
    name: "h59 headline set length at the cellar",
    branch: [
      "What's our set length at the Cellar?",
      "Promoter says 75 minutes for us, support goes on at 8.",
      "Cool, so we can squeeze the new one in.",
      "Draft set:\n1. Static Bloom\n2. Corridors\n3. New one (untitled)\n4. Paper Moons\n5. Night Bus\n...rest as Bristol",
    ],
    parent: [
      "Running order from the Cellar:\nDoors 19:30\nSupport (Pale Orchard) 20:00-20:40\nChangeover 20 min\nHeadline 21:00-22:20 (1h20)\nCurfew 23:00",
    ],
    conflicts: [["75 minutes for us", "Headline 21:00-22:20 (1h20)"]],
    paraphrases: [["support goes on at 8", "Support (Pale Orchard) 20:00"]],
    shapes: ["close"],
  },
  {
    name: "h59 bus call after the leeds show",
    branch: [
      "Day sheet for Leeds:\n- 14:00 load-in\n- 16:30 soundcheck\n- 19:00 doors\n- 22:30 load-out\n- 23:15 bus leaves for Newcastle",
      "Tight turnaround but doable.",
    ],
    parent: [
      "Driver's been told: bus call after the Leeds show is 11:45pm, we should roll into Newcastle around 2.",
      "And load out at half ten so the crew have time to pack the backline properly.",
      "Newcastle tomorrow:\n- 13:00 load-in\n- 15:30 soundcheck\n- 19:00 doors",
    ],
    conflicts: [["23:15 bus leaves for Newcastle", "bus call after the Leeds show is 11:45pm"]],
    paraphrases: [["22:30 load-out", "load out at half ten"]],
    shapes: ["close"],
  },
  {
    name: "h59 steinway tuning pitch",
    branch: [
      "Tuner's booked for Friday morning before the concerto rehearsal.",
      "Friday:\n- 09:00 piano tuner\n- 10:30 concerto rehearsal with Ines Walcott\n- 13:00 lunch\n- 14:00 orchestra only, second half",
      "She'll set the Steinway to A=442, that's what the orchestra plays at.",
      "Great, can she stay around for touch-ups at the interval?",
    ],
    parent: [
      "Confirmed the tuner for Friday at 9. The Steinway goes to A440, and she'll come back at the interval for a touch-up.",
    ],
    conflicts: [["Steinway to A=442", "Steinway goes to A440"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h59 foundry gig guarantee",
    branch: [
      "Promoter at the Foundry offered twelve hundred quid flat, no door split.",
      "Rider?",
      "Standard stuff, hot food for six and some beers.",
      "Advance so far:\n- Load-in 17:00\n- Soundcheck 18:00\n- Our set 21:15-22:30",
    ],
    parent: [
      "Contract in for the Foundry:\nGuarantee: £1,250\nDoor split: none\nRider: hot meal x6, 24 beers\nDoors: 19:30",
    ],
    conflicts: [["twelve hundred quid flat", "Guarantee: £1,250"]],
    paraphrases: [
      ["hot food for six", "hot meal x6"],
      ["no door split", "Door split: none"],
    ],
    shapes: ["close"],
  },
  {
    name: "h59 splitter van mileage allowance",
    branch: [
      "Redline Sprinter booked, nine seats, 1,200 miles included for the week.",
      "Enough for the loop?\n- Tue: Bristol\n- Wed: Cardiff\n- Thu: Birmingham\n- Fri: Leeds\n- Sat: drive home",
      "Should be, it's about 900 on the route planner.",
    ],
    parent: [
      "Redline hire agreement attached. Vehicle: Sprinter 9-seater. Mileage allowance: 1,500 mi. Excess 25p per mile.",
    ],
    conflicts: [["1,200 miles included", "Mileage allowance: 1,500 mi"]],
    paraphrases: [["nine seats", "Sprinter 9-seater"]],
    shapes: ["close"],
  },
  {
    name: "h59 final mix session version on the nas",
    branch: [
      "Final mix session is saved on the studio NAS as HALDANE_EP_v7, all plugins printed.",
      "Can you let the mastering engineer know where it lives?",
      "Will do once I've labelled the bounces.",
      "Bounces:\n01 Saltmarsh\n02 Kestrel\n03 Undertow\n04 Fallow",
    ],
    parent: [
      "Mastering handoff checklist:\n- Final mix session: HALDANE_EP_v8 on the NAS\n- Bounces: 24-bit WAV, no limiting\n- Reference: rough of track 3",
    ],
    conflicts: [["HALDANE_EP_v7", "HALDANE_EP_v8"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h59 timpani hire booking reference",
    branch: [
      "Timpani are booked with Drumhouse Percussion, set of four Adams, booking ref PRC-40417.",
      "Delivery Thursday to the stage door.",
      "Percussion for the Sibelius:\n- timpani x4 (Drumhouse)\n- bass drum (ours)\n- glockenspiel (borrowed from the university)",
    ],
    parent: [
      "Drumhouse rang about booking PRC-40471: four Adams timps, they're delivering Thursday to the stage door and collecting on Monday.",
      "Thursday:\n- 08:30 Drumhouse van at stage door\n- 09:00 crew unload\n- 10:00 timps on stage for the percussion call",
    ],
    conflicts: [["booking ref PRC-40417", "booking PRC-40471"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h59 harpist bringing her own harp",
    branch: [
      "Maeve's confirmed for the Fauré on the 9th.",
      "Fauré week:\n- Wed 6th, 19:00: harp + strings\n- Fri 8th, 19:00: full\n- Sat 9th: 15:00 general, 19:30 concert",
      "Does she need a harp from us?",
      "No, she'll bring her own harp, she just needs a parking space by the loading bay.",
    ],
    parent: [
      "Spoke to Maeve again. She won't be bringing her own harp for the 9th, it's in for repair, so we need to hire a pedal harp.",
    ],
    conflicts: [["she'll bring her own harp", "She won't be bringing her own harp"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h59 merch card reader in bristol",
    branch: [
      "Merch plan for the southwest run:\n- Exeter: Jess on the table, cash + card\n- Bristol: Jess on the table, we will have a card reader\n- Bath: no merch, venue wants a cut",
      "Float is £150 in fives and tens.",
    ],
    parent: [
      "Just so everyone knows, merch in Bristol is cash only, we won't have a card reader there.",
      "Stock going out on the run:\n- 40 tees (S to XL)\n- 25 LPs\n- 60 tote bags",
    ],
    conflicts: [["we will have a card reader", "we won't have a card reader"]],
    paraphrases: [],
    shapes: ["negation"],
  },

  // ───────────────────────────── multi ─────────────────────────────
  {
    name: "h59 string section sizes for the brahms",
    branch: [
      "Strings for the Brahms: 12 firsts, 10 seconds, 8 violas, 6 cellos, 4 basses.",
      "That's bigger than last season, nice.",
      "Brahms 2 rehearsals:\n- Tue 19:00 strings only\n- Thu 19:00 tutti\n- Sat 10:00 general rehearsal",
    ],
    parent: [
      "The fixer has confirmed twelve first violins, ten seconds, eight violas, seven cellos and four basses for the Brahms.",
    ],
    conflicts: [["6 cellos", "seven cellos"]],
    paraphrases: [
      ["12 firsts", "twelve first violins"],
      ["8 violas", "eight violas"],
    ],
    shapes: ["multi", "list"],
  },
  {
    name: "h59 northern leg dates",
    branch: [
      "Northern leg:\n- Fri 7 Jun: Manchester, The Loft\n- Sat 8 Jun: Sheffield, Whitecross Rooms\n- Sun 9 Jun: Nottingham, The Tanner",
      "Who's driving the Sheffield to Nottingham bit?",
      "Callum, he doesn't mind the late ones.",
    ],
    parent: [
      "Agent's confirmed the northern leg: Manchester on Friday the 7th, Sheffield on Saturday the 8th, Nottingham on Monday the 10th.",
    ],
    conflicts: [["Sun 9 Jun: Nottingham", "Nottingham on Monday the 10th"]],
    paraphrases: [["Fri 7 Jun: Manchester", "Manchester on Friday the 7th"]],
    shapes: ["multi", "list"],
  },
  {
    name: "h59 oakvale day rate and hours",
    branch: [
      "Oakvale's day rate is £450 with the engineer, 10am to 8pm, and the outboard is free to use.",
      "Do we get the Wurlitzer too?",
      "Costs extra, £40.",
    ],
    parent: [
      "Oakvale quote in writing:\n- £450/day incl. engineer\n- Hours 10:00-18:00\n- Outboard included\n- Wurlitzer £40 per day",
    ],
    conflicts: [["10am to 8pm", "hours 10:00-18:00"]],
    paraphrases: [["£450 with the engineer", "£450/day incl. engineer"]],
    shapes: ["multi"],
  },
  {
    name: "h59 choir concert programme order",
    branch: [
      "Programme for the 23rd: Parry I Was Glad, Rutter Requiem, interval, Stanford Magnificat in C, and Howells' A Spotless Rose to close.",
      "Do we need the organist for all of it?",
      "Everything except the Howells, that one's unaccompanied.",
    ],
    parent: [
      "Proof of the printed programme:\n1. Parry, I Was Glad\n2. Rutter, Requiem\n(interval)\n3. Stanford, Magnificat in G\n4. Howells, A Spotless Rose",
    ],
    conflicts: [["Stanford Magnificat in C", "Stanford, Magnificat in G"]],
    paraphrases: [],
    shapes: ["multi", "list"],
  },
  {
    name: "h59 dublin flight instrument cases",
    branch: [
      "Travel day Dublin to Glasgow:\n- 05:15 lobby call\n- 07:10 EI 3322 departs DUB\n- 4 checked instrument cases + 2 cabin guitars\n- 08:25 land GLA, splitter van waiting",
      "Brutal start, but we're soundchecking by two.",
    ],
    parent: [
      "Booked the extra baggage on EI 3322 for the 07:10 departure: three instrument cases in the hold, and the two guitars go in the cabin.",
      "Glasgow show day:\n- 13:00 load-in, Kelvin Rooms\n- 14:00 soundcheck\n- 19:00 doors",
    ],
    conflicts: [["4 checked instrument cases", "three instrument cases in the hold"]],
    paraphrases: [["2 cabin guitars", "the two guitars go in the cabin"]],
    shapes: ["multi"],
  },
  {
    name: "h59 mixing package terms",
    branch: [
      "Mixing package with Priya: 5 tracks, two rounds of revisions, stems delivered as 24-bit/48k WAV.",
      "Tracklist going to her:\n1. Marram\n2. Sleeper\n3. Tidewrack\n4. Blue Hour\n5. Northlight",
      "Turnaround?",
      "About three weeks.",
    ],
    parent: ["Agreed terms with Priya: five tracks, 2 revision rounds, stems at 24-bit/96 kHz, delivery in 21 days."],
    conflicts: [["24-bit/48k WAV", "24-bit/96 kHz"]],
    paraphrases: [
      ["5 tracks", "five tracks"],
      ["two rounds of revisions", "2 revision rounds"],
      ["About three weeks", "delivery in 21 days"],
    ],
    shapes: ["multi"],
  },

  // ───────────────────────────── correction ─────────────────────────────
  {
    name: "h59 brass sectional room",
    branch: [
      "Sectionals on Tuesday: brass sectional is in Room 4, strings in the main hall.",
      "What time?",
      "Both 18:00 till 20:00.",
    ],
    parent: [
      "Correction to Tuesday's sectionals, I had the rooms wrong:\n- 18:00-20:00 strings, main hall\n- 18:00-20:00 brass, Room 6\n- Room 4 is taken by the youth orchestra",
    ],
    conflicts: [["brass sectional is in Room 4", "brass, Room 6"]],
    paraphrases: [["18:00 till 20:00", "18:00-20:00 brass"]],
    shapes: ["correction", "list"],
  },
  {
    name: "h59 cardiff call time",
    branch: [
      "Cardiff day sheet:\n• Call time 4pm\n• Soundcheck 5pm\n• Doors 7:30pm\n• On stage 9pm",
      "Cheers, I'll get the train in from Swansea.",
    ],
    parent: [
      "Sorry, got that wrong before: Cardiff call is 15:00, not four, the venue needs the van out of the loading bay early.",
      "Everything else stands, doors at half seven and we're on at nine.",
      "Rest of the Welsh run:\n- Thu: Swansea, The Chapel\n- Fri: Aberystwyth, Arts Centre",
    ],
    conflicts: [["Call time 4pm", "Cardiff call is 15:00"]],
    paraphrases: [
      ["Doors 7:30pm", "doors at half seven"],
      ["On stage 9pm", "we're on at nine"],
    ],
    shapes: ["correction"],
  },
  {
    name: "h59 blackwater studio deposit share",
    branch: [
      "Blackwater Studios: three days tracking, £1,800 total.",
      "Plan:\n- Day 1: drums, bass\n- Day 2: guitars, keys\n- Day 3: vocals and a rough mix",
      "Deposit is 30% to hold the dates, the rest on the last day.",
    ],
    parent: [
      "Correction from Blackwater's manager: the deposit is a quarter of the booking, not what I said. Total is still 1.8k for the three days.",
    ],
    conflicts: [["Deposit is 30%", "the deposit is a quarter of the booking"]],
    paraphrases: [["£1,800 total", "1.8k for the three days"]],
    shapes: ["correction"],
  },
  {
    name: "h59 pie jesu soloist",
    branch: [
      "Solos for the Rutter:\n- Pie Jesu: Hannah Lyle\n- baritone solos: Dev Rao",
      "Hannah will be lovely on that.",
    ],
    parent: [
      "Update, and a correction to the solo list: Imogen Carr is singing the Pie Jesu, as Hannah has withdrawn. Dev stays on the baritone solos.",
    ],
    conflicts: [["Pie Jesu: Hannah Lyle", "Imogen Carr is singing the Pie Jesu"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ───────────────────────────── paraphrase (no conflict) ─────────────────────────────
  {
    name: "h59 string quartet fee in words",
    branch: [
      "The Aurelian Quartet quoted two thousand four hundred euros for the evening, travel included.",
      "What do we get for that?",
      "They'll do two 45-minute sets.",
    ],
    parent: [
      "Aurelian invoice details:\n- Fee: €2,400 (incl. travel)\n- Programme: 2 x 45 min\n- Payment within 30 days",
    ],
    conflicts: [],
    paraphrases: [
      ["two thousand four hundred euros", "Fee: €2,400"],
      ["two 45-minute sets", "2 x 45 min"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h59 concert downbeat half past seven",
    branch: [
      "Concert night plan:\n- 17:45 orchestra call\n- 18:00-18:40 top-and-tail rehearsal\n- 19:30 downbeat\n- approx 21:25 finish",
      "Interval is twenty minutes.",
    ],
    parent: ["Front of house asked, so confirming: we start at half past seven and the interval is 20 mins."],
    conflicts: [],
    paraphrases: [
      ["19:30 downbeat", "start at half past seven"],
      ["twenty minutes", "interval is 20 mins"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h59 borrowed music stands",
    branch: [
      "Can we borrow a dozen music stands from the school for the brass ensemble?",
      "And one conductor's stand if they've got it.",
      "Brass ensemble, Saturday:\n- 10:00 set up\n- 10:30-12:30 rehearse\n- 12:45 stands back in the car",
    ],
    parent: ["School's fine with it: 12 stands plus the conductor's desk, collect Friday after 4."],
    conflicts: [],
    paraphrases: [["a dozen music stands", "12 stands"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h59 vespers concert date formats",
    branch: [
      "The Vespers concert is Saturday 12 October at St Columba's.",
      "Rehearsals leading up:\n- Tue 1 Oct, 19:30\n- Tue 8 Oct, 19:30\n- Fri 11 Oct, 19:00 (in the church)",
    ],
    parent: ["Posters going to print: Rachmaninov Vespers, St Columba's, Sat 12/10, 7.30pm."],
    conflicts: [],
    paraphrases: [["Saturday 12 October", "Sat 12/10"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h59 bass amp flight case weight",
    branch: [
      "The bass amp flight case comes in at 32 kg, so it's over the airline's 23 kg limit.",
      "We'll just pay the heavy bag fee.",
      "Checked bags for the flight:\n- bass amp flight case\n- pedalboard case\n- merch suitcase",
    ],
    parent: ["Checked it on the bathroom scales: about 70 lb for the amp case. Heavy-bag fee it is."],
    conflicts: [],
    paraphrases: [["comes in at 32 kg", "about 70 lb"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h59 singers wanted for messiah",
    branch: [
      "For the Messiah we want between 20 and 24 singers, balanced across the parts.",
      "Audition slots:\n- Sat 3 Feb, 10:00-13:00\n- Sun 4 Feb, 14:00-17:00",
    ],
    parent: ["Call-out text: 'Seeking 20-24 voices for Messiah, all parts, auditions on 3 and 4 February.'"],
    conflicts: [],
    paraphrases: [["between 20 and 24 singers", "20-24 voices"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h59 click tempo and count-in",
    branch: ["Click for 'Harbour Lights' is 120 BPM, count-in two bars.", "And 'Low Tide'?", "96."],
    parent: [
      "Session notes:\nHarbour Lights: 120 beats per minute, 2-bar count-in\nLow Tide: 96 bpm, no count-in, starts on the drum fill",
    ],
    conflicts: [],
    paraphrases: [
      ["120 BPM", "120 beats per minute"],
      ["count-in two bars", "2-bar count-in"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h59 regent slot length",
    branch: [
      "We've got a 90-minute slot at the Regent, no support.",
      "Amazing, full set then.",
      "Regent day:\n- 15:00 load-in\n- 17:00 soundcheck\n- 19:00 doors\n- 20:30 on stage",
    ],
    parent: ["Regent confirmed we play for an hour and a half, no opener, curfew 10.45."],
    conflicts: [],
    paraphrases: [
      ["90-minute slot", "an hour and a half"],
      ["no support", "no opener"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h59 chicago guarantee in dollars",
    branch: ["Chicago offer: $3,500 guarantee plus 80% after costs.", "Take it, honestly."],
    parent: [
      "Signed the Chicago one: 3.5k USD guarantee, 80 percent of the back end after expenses.",
      "Midwest run so far:\n- Chicago: signed\n- Milwaukee: offer pending\n- Minneapolis: on hold",
    ],
    conflicts: [],
    paraphrases: [
      ["$3,500 guarantee", "3.5k USD guarantee"],
      ["80% after costs", "80 percent of the back end"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h59 corn exchange load-in",
    branch: [
      "Tomorrow:\n- 11:00 leave the rehearsal space\n- 14:15 load-in at the Corn Exchange\n- 16:00 line check\n- 18:00 dinner",
      "Callum has the van keys, nobody leave without him.",
    ],
    parent: [
      "Venue manager says load-in at quarter past two is fine, stage door is on Market Lane.",
      "Line check at 4, they'll have the house engineer there.",
    ],
    conflicts: [],
    paraphrases: [
      ["14:15 load-in", "load-in at quarter past two"],
      ["16:00 line check", "Line check at 4"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h59 manchester to glasgow drive",
    branch: [
      "Manchester to Glasgow is about 215 miles, roughly four hours in the van.",
      "We'll stop once for fuel and coffee.",
      "Tomorrow:\n- 10:00 leave Manchester\n- 12:00 fuel stop\n- 14:30 arrive Glasgow, straight to the venue",
    ],
    parent: [
      "Route plan for the drive:\nManchester to Glasgow\nDistance: ~346 km\nDrive time: approx. 4 h\nStops: 1, at Tebay",
    ],
    conflicts: [],
    paraphrases: [
      ["about 215 miles", "~346 km"],
      ["roughly four hours", "approx. 4 h"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h59 tracking sample rate",
    branch: ["We're tracking at 44.1 kHz, 24-bit, since it's going to vinyl and streaming anyway.", "Fine by me."],
    parent: ["Session template:\n- sample rate 44,100 Hz\n- bit depth 24\n- buffer 128 samples"],
    conflicts: [],
    paraphrases: [
      ["44.1 kHz", "44,100 Hz"],
      ["24-bit", "bit depth 24"],
    ],
    shapes: ["paraphrase"],
  },

  // ───────────────────────────── shared-words (no conflict) ─────────────────────────────
  {
    name: "h59 last and next bechstein tuning",
    branch: [
      "The Bechstein in the rehearsal room was last tuned on 2 February.",
      "It's sounding a bit sour in the top octave.",
      "Who's in the room this week:\n- Mon: choir\n- Wed: piano trio\n- Fri: open rehearsal",
    ],
    parent: ["Tuning schedule:\n- next tuning for the Bechstein: 9 April, in the morning before the choir arrives"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h59 hire budget and spend so far",
    branch: [
      "Instrument hire budget for the whole tour is £6,000.",
      "Does that include the backline in Europe?",
      "Yes, everything we hire.",
    ],
    parent: [
      "Hire spend so far:\n- Backline, UK dates: £2,300\n- Keys rig: £1,150\n- Europe backline (deposit): £700\nTotal used: £4,150 of the hire budget",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h59 two studios two consoles",
    branch: [
      "Studio B has the Neve 8078, we'll track the strings in there on Monday.",
      "How many players fit in B?",
      "Up to 16 comfortably.",
    ],
    parent: [
      "Studio A's got the SSL 4000 and it's free on Tuesday for the mix. A's live room takes 8 players at most.",
      "Studio week:\n- Mon: Studio B, strings\n- Tue: Studio A, mix\n- Wed: Studio A, vocal comps",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h59 bristol and exeter shows",
    branch: [
      "Bristol show starts at 8pm, we're second on.",
      "Bristol set list:\n1. Glasshouse\n2. Ferryman\n3. Low Tide\n4. Cold Frame\n5. Harbour Lights",
    ],
    parent: [
      "Exeter show starts at 7.30pm, we headline there.",
      "Exeter set list:\n1. Ferryman\n2. Glasshouse\n3. Low Tide\n4. Cold Frame\n5. Open Water\n6. Harbour Lights",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words", "list"],
  },
  {
    name: "h59 guest choir deposit and balance",
    branch: [
      "We've paid the £300 deposit for the Brancaster Singers.",
      "Their fee is £1,200 in total.",
      "What's still owed and when?",
    ],
    parent: [
      "The balance of £900 is due on the night, cash or bank transfer.",
      "Brancaster Singers, concert day:\n- 14:00 arrive\n- 15:00 rehearsal with orchestra\n- 19:00 concert",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h59 lantern capacity and tickets sold",
    branch: [
      "The Lantern holds 450 standing.",
      "Good size for us at this point.",
      "Lantern day sheet:\n- 16:00 load-in\n- 18:00 soundcheck\n- 19:30 doors",
    ],
    parent: ["Ticket update for the Lantern:\n- sold: 310\n- left: 140"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
