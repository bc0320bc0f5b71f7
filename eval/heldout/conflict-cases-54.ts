import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 54 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: village hall hire rate, allotment tenancy handover, dementia café opening, winter night
 *     shelter beds, talking newspaper template, soup run quantities, neighbourhood watch AGM chair,
 *     flood wardens' sandbag store;
 *   close, few shared words: Christmas lights switch-on (negation), furniture reuse collection
 *     (identifier), guide dog puppy training age, butterfly transect count day;
 *   multi: repair café, community speedwatch session, baby bank donations, lunch club for older
 *     people, Samaritans listener course, winter coat drive;
 *   correction: animal rescue dog walking (branch), parish by-election nominations (branch),
 *     hedgehog rescue weight guidance (parent), canal towpath work party (parent);
 *   paraphrase: quarry bat survey, wildflower verge trial, village defibrillator, snow wardens'
 *     grit, bike recycling workshop, Remembrance Sunday, Citizens Advice induction, swift chick
 *     feeding at a wildlife hospital, pond restoration day, carers' sitting service, rights of way
 *     survey, Christmas toy appeal;
 *   shared-words: street party road closure fee, good neighbour shopping runs, reuse shop van
 *     load, council budget consultation responses, street pastors' patrols, village green benches
 *     grant.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_54: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h54 village hall hourly rate",
    branch: [
      "Does anyone have the new village hall charges? The Tuesday stretch-and-tone lot want to book the main room for the autumn.",
      "Found the sheet on the parish website – community groups are paying £18 an hour for the big hall now, and the kitchen's on top of that.",
      "Perfect, I'll let them know 👍",
    ],
    parent: [
      "PARISH COUNCIL NOTICE – Village Hall charges from 1 April\n1. Local not-for-profit hirers: £36 per hour for the main hall.\n2. Kitchen: charged separately at £5 per session.\n3. Bookings must be made at least seven days in advance.",
      "Thank you, Clerk. I've forwarded this to the hall management committee.",
    ],
    conflicts: [["£18 an hour", "£36 per hour"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h54 allotment tenancy start",
    branch: [
      "Any idea when the new allotment tenancies begin? Sue's finally reached the top of the waiting list 🥕",
      "The letter from the council says keys get handed over on 1 March.",
      "Brilliant, she'll be in just in time for the seed potatoes.",
    ],
    parent: [
      "Allotments – message from the parish clerk: incoming plot holders take up their plots on 1 October, after outgoing tenants have cleared and the committee has inspected.",
      "Makes sense, autumn is when most people give up anyway.",
      "Can we also remind everyone that bonfires are not allowed on site?",
    ],
    conflicts: [["1 March", "1 October"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h54 memory cafe doors",
    branch: [
      "Are we still setting up the dementia café in the church room on Thursday? ☕",
      "Yes! Doors open to guests at 10:15 so volunteers please be in half an hour before 🙏",
      "👍 I'll bring the big urn",
    ],
    parent: [
      "Reminder for this week's memory café: our visitors start arriving at 10:30, with tea first and the singalong after.",
      "Lovely, I'll print the song sheets.",
      "Is Margaret doing the raffle again?",
    ],
    conflicts: [["10:15", "10:30"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h54 night shelter capacity",
    branch: [
      "How many people can the winter night shelter take this year?",
      "It's set up for twelve guests a night – that's what the fire officer signed off for the church hall.",
      "OK, thanks. I'll plan the breakfast shop on that basis.",
    ],
    parent: [
      "NIGHT SHELTER – COORDINATORS' NOTE\n1. Capacity this season: four guests per night.\n2. Referrals are accepted only through the street outreach team.\n3. Overnight volunteers sign in at the side door from 8pm.",
      "Noted, thanks.",
    ],
    conflicts: [["twelve guests", "four guests"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h54 talking newspaper template",
    branch: [
      "Which editing template are we meant to load for the weekly talking newspaper now?",
      "The current one is v2.3 – the older file still has last year's jingle on it.",
      "Thanks, downloading it now.",
    ],
    parent: [
      "Talking News – notes for recording volunteers:\n1. Load template version 2.4 before you start each edition.\n2. Readers should keep each article under four minutes.\n3. Memory sticks go in the blue envelope for posting on Monday.",
    ],
    conflicts: [["v2.3", "version 2.4"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h54 soup run pans",
    branch: [
      "How much soup do we need to make for Friday's run?",
      "We're doing 20 litres this week – two of the big stockpots.",
      "Great, I'll pick up the veg on Thursday 🥕🧅",
    ],
    parent: [
      "Soup run kitchen team: for this Friday we're cooking 8 L in total, and the sandwiches are being donated by the bakery on Station Street.",
      "Who's on washing up?",
      "Me and Ali 🙋",
    ],
    conflicts: [["20 litres", "8 L"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h54 watch meeting chair",
    branch: [
      "Who's chairing the neighbourhood watch meeting on Wednesday?",
      "Brenda Okafor said she'd do it since Geoff is away.",
      "Good, she keeps it short 😂",
    ],
    parent: [
      "Watch scheme AGM – notice to members\n1. The meeting will be chaired by Tom Ashworth.\n2. Send apologies to the coordinator by Tuesday.\n3. PCSO Harris will give a short crime update.",
    ],
    conflicts: [["Brenda Okafor", "Tom Ashworth"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h54 sandbag store depot",
    branch: [
      "If the river comes up, where do wardens collect sandbags from?",
      "The council depot on Mill Road – key's in the key safe, same code as the grit store.",
      "Cheers, saved that in my notes.",
    ],
    parent: [
      "🌧️ Flood wardens! Sandbag store is at the Mill Lane depot, key safe code unchanged 👍 Please check your torches work before the weekend ⚡",
      "Done ✅",
    ],
    conflicts: [["Mill Road", "Mill Lane"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- close, few shared words (4)
  {
    name: "h54 lights switch-on mayor",
    branch: [
      "Is the mayor doing the Christmas lights switch-on this year?",
      "Yes – she's confirmed she'll press the button herself at the Market Cross 🎄✨",
      "Ooh, the kids will love that.",
    ],
    parent: [
      "TOWN COUNCIL – festive event note\n1. The illuminations ceremony on Friday 29 November goes ahead.\n2. The Mayor will not attend; the youngest member of the junior choir will do the honours.\n3. Market Street closes to traffic from 4pm.",
    ],
    conflicts: [["she'll press the button", "The Mayor will not attend"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h54 furniture collection ref",
    branch: [
      "The furniture bank are collecting Mrs Patel's sofa tomorrow – what's the job reference in case she rings?",
      "It's FR-20417.",
      "Ta 👍",
    ],
    parent: [
      "Van 2 collections, Thursday:\n1. Sofa and armchair, Mrs Patel, 14 Elm Close – job FR-20471\n2. Wardrobe, Flat 3 Quay House\n3. Mattress – declined (stained)",
    ],
    conflicts: [["FR-20417", "FR-20471"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h54 guide dog pup training age",
    branch: [
      "Bramble's puppy walker says she goes off to big school at 14 months 🐶🎓",
      "Aww, already? She's only just stopped chewing the skirting boards 😂",
    ],
    parent: [
      "Guide Dogs volunteer update: Bramble is due to start formal training aged sixteen months, and we'll need a boarder for the fortnight before.",
      "I can help with boarding if the dates work.",
    ],
    conflicts: [["14 months", "sixteen months"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h54 butterfly transect day",
    branch: [
      "Transect walkers 🦋 this week's count is Saturday morning, weather permitting ☀️",
      "I can do sections 1–4 👍",
    ],
    parent: [
      "This week's butterfly survey is on Sunday – can anyone cover Pat's route? She's got a cold.",
      "I'll take it, I know the bit by the river.",
    ],
    conflicts: [["Saturday morning", "on Sunday"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi (6)
  {
    name: "h54 repair cafe fixers",
    branch: [
      "Repair café planning: next one is on Saturday 14 June, 10am–1pm in St Luke's Hall, and we've got six fixers signed up (bikes, small electricals, sewing and a knife sharpener).",
      "Can we borrow the tea urn from the scouts again?",
      "I'll ask 👍",
    ],
    parent: [
      "Confirmed with the vicar: repair café on Sat 14th June from 10:00 to 13:00 at St Luke's Hall – we have 9 fixers booked.",
      "Great, I'll do the poster.",
    ],
    conflicts: [["six fixers", "9 fixers"]],
    paraphrases: [
      ["Saturday 14 June", "Sat 14th June"],
      ["10am–1pm", "10:00 to 13:00"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h54 speedwatch session time",
    branch: [
      "Speedwatch volunteers – our next session is Tuesday 3 September on the B4520 by the Red Lion, from 7.30am for an hour, and we need three volunteers (the PCSO is bringing the radar device).",
      "I can do that one.",
      "Me too if you're short.",
    ],
    parent: [
      "SPEEDWATCH ROTA\n1. Tue 03/09 – B4520 near the Red Lion – 17:30 start – 3 volunteers required.\n2. Hi-vis jackets are in the parish shed.\n3. Log sheets go to the coordinator within 48 hours.",
    ],
    conflicts: [["from 7.30am", "17:30 start"]],
    paraphrases: [
      ["Tuesday 3 September", "Tue 03/09"],
      ["three volunteers", "3 volunteers"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h54 baby bank vouchers",
    branch: [
      "Huge thank you to everyone 💛 Last week the baby bank took in 42 bags of clothes, 5 prams and £250 in supermarket vouchers!",
      "Amazing 😍",
      "Do we need more newborn vests or are we OK?",
    ],
    parent: [
      "Baby bank donations for the week ending Saturday came to forty-two bags of clothing, 5 prams and pushchairs, and £520 in supermarket vouchers – still needed: newborn vests and size 3 nappies.",
    ],
    conflicts: [["£250", "£520"]],
    paraphrases: [["42 bags", "forty-two bags"]],
    shapes: ["multi"],
  },
  {
    name: "h54 lunch club minibus",
    branch: [
      "Lunch club on Wednesday 2nd October: we've got 28 guests booked, it's the two-course roast at £4.50 a head, and the minibus starts pickups at 11.15.",
      "Lovely – I'll do the crumble 🍎",
    ],
    parent: [
      "Wed 2 October lunch club – 28 booked, meal price £4.50, minibus collections from 11.45 (Jean driving).",
      "Thanks Jean 🙏",
    ],
    conflicts: [["11.15", "11.45"]],
    paraphrases: [["Wednesday 2nd October", "Wed 2 October"]],
    shapes: ["multi"],
  },
  {
    name: "h54 listener course start",
    branch: [
      "If you're thinking of becoming a listening volunteer, the initial training runs over 8 Tuesday evenings (7 to 9.30pm) starting on 4 February, and there's no charge to volunteers.",
      "How many places are there?",
      "Usually about ten.",
    ],
    parent: [
      "Branch notice: the new listener course is eight Tuesdays, 19:00–21:30, with the first session on 4 March; it's free of charge, and we'll need two references before you start.",
    ],
    conflicts: [["4 February", "4 March"]],
    paraphrases: [
      ["8 Tuesday evenings", "eight Tuesdays"],
      ["7 to 9.30pm", "19:00–21:30"],
      ["no charge to volunteers", "free of charge"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h54 coat drive tally",
    branch: [
      "What a Saturday 🧥🧤 The drop-off at the Salvation Army hall brought in 160 coats, 35 pairs of gloves and a dozen sleeping bags for the outreach team!",
      "Incredible. Where are we storing it all?",
      "Back room until Monday.",
    ],
    parent: [
      "Coat appeal tally for Saturday's drop-off: 160 coats; thirty-five pairs of gloves; 40 sleeping bags – all going to the outreach team next week.",
      "Thanks for counting, Priya.",
    ],
    conflicts: [["a dozen sleeping bags", "40 sleeping bags"]],
    paraphrases: [["35 pairs of gloves", "thirty-five pairs of gloves"]],
    shapes: ["multi"],
  },

  // ---------------------------------------------------------------- correction (4)
  {
    name: "h54 rescue dog walks corrected",
    branch: [
      "Dog walking at the rescue this Sunday starts at 9am 🐕",
      "Sorry, I misread the rota – Sunday walks actually start at 11am, the kennels are being deep-cleaned first.",
      "No worries, gives me a lie-in 😴",
    ],
    parent: [
      "Shelter volunteers: Sunday dog walks begin at 9am sharp. Please meet at reception and sign out leads from the board.",
      "Will there be any new dogs?",
      "Two lurchers came in on Wednesday.",
    ],
    conflicts: [["11am", "9am sharp"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h54 by-election nominations extended",
    branch: [
      "Nomination papers for the parish by-election have to be in by noon on 8 April.",
      "Update: the returning officer has extended it – the deadline is now noon on 10 April because of the bank holiday.",
      "Thanks, I'll tell Raj, he's still waiting on his seconder.",
    ],
    parent: [
      "DISTRICT COUNCIL – ELECTION NOTICE\n1. Candidates for the Upper Ashby parish vacancy must deliver nomination papers to the district offices by 12 noon on 8 April.\n2. Papers cannot be emailed.\n3. Appointments can be booked for an informal check.",
    ],
    conflicts: [["10 April", "8 April"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h54 hedgehog weight threshold",
    branch: [
      "Found a small hedgehog out in daylight by the bins 🦔 Do I need to take it in?",
      "If it weighs under 450g this late in the year, yes – it won't survive hibernation. Pop it in a box with a towel and ring the rescue.",
      "Weighed it on the kitchen scales – 380g. Boxing it now 📦",
    ],
    parent: [
      "Hedgehog rescue – autumn guidance for finders:\n1. Any hog seen out in the day needs help.\n2. Juveniles under 450g in November cannot hibernate safely and should be brought in.\n3. Offer water and meaty cat food, never milk.",
      "Correction from the vet team: the threshold for bringing juveniles in is 600 grams this year, not 450g, given the cold winter forecast.",
    ],
    conflicts: [["under 450g", "600 grams"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h54 towpath meeting point moved",
    branch: [
      "See you all at the Lock 7 car park on Saturday for the towpath clear-up! Bring gloves 🧤 and a flask ☕",
      "Are loppers provided?",
      "Yes, the canal trust bring the tools 👍",
    ],
    parent: [
      "Canal & River volunteers – Saturday work party meets at the Lock 7 car park, 9.30 start, tools provided.",
      "They moved it to the Bridge 52 lay-by – the lock car park is shut for resurfacing. Same time.",
      "Thanks, updated the map pin.",
    ],
    conflicts: [["Lock 7 car park", "Bridge 52 lay-by"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---------------------------------------------------------------- paraphrase, no conflict (12)
  {
    name: "h54 quarry bat survey",
    branch: [
      "Bat survey at the old quarry on Friday – we start at 8.45pm and it runs for two hours 🦇",
      "Do we need our own detectors?",
      "No, the trust is lending four.",
    ],
    parent: [
      "Wildlife trust notice – quarry bat survey:\n1. Start 20:45 at the quarry gate.\n2. Duration: 120 minutes.\n3. Detectors are provided; bring a red-light torch.",
    ],
    conflicts: [],
    paraphrases: [
      ["8.45pm", "20:45"],
      ["two hours", "120 minutes"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h54 wildflower verge trial",
    branch: [
      "Has the council agreed the wildflower verges trial on Church Lane?",
      "Yes – they're leaving 1.5 km of verge uncut until the seed has set, then one cut in late August.",
      "That's great news for the bees 🐝",
    ],
    parent: [
      "HIGHWAYS COMMITTEE – decision summary\n1. Church Lane verge trial approved: 1500 metres of verge managed for wildflowers.\n2. One cut per year, in late August, with arisings removed.\n3. Signage to be installed by volunteers.",
    ],
    conflicts: [],
    paraphrases: [["1.5 km", "1500 metres"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h54 village defibrillator",
    branch: [
      "The new defibrillator for the old phone box is ordered – £1,200 with the heated cabinet, paid from the parish grant.",
      "Who's doing the training session?",
      "A paramedic from the community first responders, Thursday 5 December at 7pm.",
    ],
    parent: [
      "🚑 Village defib update: unit + heated cabinet came to £1.2k, all covered by the grant 🙌 Training Thu 5th Dec, 19:00 in the village hall – open to everyone!",
      "Put me down 🙋‍♀️",
    ],
    conflicts: [],
    paraphrases: [
      ["£1,200", "£1.2k"],
      ["Thursday 5 December", "Thu 5th Dec"],
      ["7pm", "19:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h54 snow warden grit drop",
    branch: [
      "Snow wardens ❄️ the council's dropping half a tonne of grit at the church car park tomorrow, please help bag it up.",
      "What time?",
      "Lorry's due around 2pm.",
    ],
    parent: [
      "Message from the county highways team: 500 kg of grit salt will be delivered to the church car park for the snow warden scheme. Please keep the spreaders in the store.",
    ],
    conflicts: [],
    paraphrases: [["half a tonne", "500 kg"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h54 bike workshop month",
    branch: [
      "Good month at the bike workshop 🚲 we refurbished thirty-one bikes and most went to people referred by the job centre!",
      "Nice one! Any kids' bikes left?",
      "A couple, the small BMX and a balance bike.",
    ],
    parent: [
      "Monthly report to trustees:\n1. Bikes refurbished: 31.\n2. Volunteer mechanic hours: 140.\n3. Parts spend: £210, mostly tyres and brake cables.",
    ],
    conflicts: [],
    paraphrases: [["thirty-one bikes", "Bikes refurbished: 31"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h54 remembrance silence",
    branch: [
      "Remembrance Sunday is the 9th of November this year – the two minutes' silence is at 11am at the war memorial, wreath laying straight after.",
      "Has anyone cleaned the memorial yet?",
      "Parish volunteers did it last weekend 🙏",
    ],
    parent: [
      "PARISH COUNCIL – Remembrance arrangements\n1. Service at the war memorial, Sunday 9 November.\n2. Two minutes' silence at 11:00.\n3. Wreaths to be collected from the clerk by Friday.",
    ],
    conflicts: [],
    paraphrases: [
      ["the 9th of November", "Sunday 9 November"],
      ["11am", "11:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h54 advice volunteer induction",
    branch: [
      "My induction as a Citizens Advice volunteer is Monday 6 January to Wednesday 8 January, 9.30 to 4 each day.",
      "Three full days! Will you be on the phones after that?",
      "Webchat first, then phones.",
    ],
    parent: [
      "Volunteer induction – January cohort\n1. Dates: 6–8 Jan, 09:30–16:00.\n2. Bring photo ID and proof of address.\n3. Lunch is not provided.",
    ],
    conflicts: [],
    paraphrases: [
      ["Monday 6 January to Wednesday 8 January", "6–8 Jan"],
      ["9.30 to 4", "09:30–16:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h54 swift chick feeds",
    branch: [
      "Swift chicks at the wildlife hospital need feeding every two hours from 6am, so we're looking for volunteers for the early slots 🐦",
      "I can do Tuesday and Thursday earlies.",
      "Thank you!! 🙏",
    ],
    parent: [
      "Wildlife hospital – feeding protocol for swift chicks: 2-hourly feeds starting 06:00; insect mix only, no mealworms.",
      "Got it.",
    ],
    conflicts: [],
    paraphrases: [
      ["every two hours", "2-hourly"],
      ["6am", "06:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h54 pond silt day",
    branch: [
      "For the pond day we're hoping to clear roughly 2 cubic metres of silt, and the work starts at half past nine on Saturday.",
      "Do we need waders?",
      "The warden has six pairs.",
    ],
    parent: ["🐸 Pond restoration Sat! Aim: about 2 m³ of silt out, start 9:30, wellies essential, waders provided 👍"],
    conflicts: [],
    paraphrases: [
      ["2 cubic metres", "2 m³"],
      ["half past nine", "9:30"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h54 carers sitting service",
    branch: [
      "How does the carers' sitting service work? My neighbour looks after her husband and never gets out.",
      "A trained volunteer comes in for three-hour sits once a week, and there's no charge.",
      "That would make a huge difference to her.",
    ],
    parent: [
      "Sitting service – key facts for referrers:\n1. Each sit lasts 3 hours.\n2. Visits are weekly, on a regular day.\n3. The service is free; all volunteers are DBS checked.",
    ],
    conflicts: [],
    paraphrases: [
      ["three-hour sits", "3 hours"],
      ["once a week", "weekly"],
      ["no charge", "The service is free"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h54 rights of way walk",
    branch: [
      "I've been asked to walk footpath 12 for the council's rights of way survey – it's 2.4 miles from the church to Hollow Wood.",
      "Any stiles broken?",
      "One near the wood, I'll report it.",
    ],
    parent: [
      "Rights of way survey – allocation\n1. FP12 (church to Hollow Wood), 2.4mi – Sam.\n2. FP14 (Mill Lane to the ford), 1.1mi – Nadia.\n3. Return forms by the end of the month.",
    ],
    conflicts: [],
    paraphrases: [
      ["footpath 12", "FP12"],
      ["2.4 miles", "2.4mi"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h54 christmas toy appeal",
    branch: [
      "🎁 Christmas toy appeal is live! New, unwrapped gifts only, up to ten pounds each, drop-off deadline 15 December 🎄",
      "Can we do teenagers too?",
      "Yes – gift cards are fine for 13+",
    ],
    parent: [
      "Toy appeal guidance for donors:\n1. New and unwrapped only.\n2. Suggested maximum value £10 per gift.\n3. Last drop-off: 15/12.\n4. Gift cards welcome for teenagers.",
    ],
    conflicts: [],
    paraphrases: [
      ["ten pounds", "£10"],
      ["15 December", "15/12"],
    ],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------------------------- shared-words, no conflict (6)
  {
    name: "h54 road closure fee years",
    branch: [
      "For the summer street party we'll need a road closure again. Last year the council charged us £60 for the closure order.",
      "Yeah, I remember, we split it between the houses.",
    ],
    parent: [
      "Highways – temporary road closures for community events: this year's fee for a street party closure order is £75, payable with the application.",
      "Application goes in at least 8 weeks before the date.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h54 shopping runs two volunteers",
    branch: [
      "Good neighbour scheme stats for March 📊 Maureen did 14 shopping runs for housebound residents – legend!",
      "🙌🙌",
    ],
    parent: [
      "Quarterly note to the coordinator: in March, Dev did 9 shopping runs for housebound residents and 3 prescription collections.",
      "Thanks Dev, really appreciated.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h54 reuse van limit vs load",
    branch: [
      "The reuse shop van can carry up to 750 kg per trip, so don't let them overload it at the recycling centre.",
      "Noted, I'll check the sticker on the door.",
    ],
    parent: [
      "Run sheet, reuse shop van: today's trip from the recycling centre carried 480 kg (mostly bookcases and a dresser).",
      "Good, well under.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h54 consultation target vs actual",
    branch: [
      "The council set a target of 500 responses for the budget consultation.",
      "Ambitious! Paper forms in the leisure centre too?",
      "Yes, and the post offices.",
    ],
    parent: [
      "Budget consultation closed on Friday: we received 312 responses, which is our best ever though short of the goal.",
      "Any themes yet?",
      "Potholes and street lighting, unsurprisingly.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h54 street pastors two nights",
    branch: [
      "Street pastors rota: Friday night patrol has 4 pastors out from 10pm to 3am, meeting at the Baptist church.",
      "I'm on Friday 👍",
    ],
    parent: [
      "Saturday night patrol: 6 pastors out from 10pm to 4am, meeting at the Baptist church – flip-flops and water bottles are in the cupboard.",
      "Can someone bring extra foil blankets on Saturday?",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h54 green benches per item vs total",
    branch: [
      "The quote for the new benches on the village green is £450 per bench, installed.",
      "Recycled plastic or oak?",
      "Oak, with brass plaques.",
    ],
    parent: [
      "PARISH COUNCIL – grant application summary\n1. Project: three benches for the village green.\n2. Total cost: £1,350, including installation.\n3. Grant requested: 100%.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
