import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 40 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: seed catalogue order, greenhouse heater, beech hedge trimming, pond pump controller,
 *     lunchtime dog walker, cattery booking, point-of-lay hens, tench fishing permits;
 *   multi: part livery for a horse, lawn treatment programme, garden centre bedding order,
 *     fence panels, squirrel-proof bird feeders, bark mulch delivery;
 *   correction: scaffold boards for raised beds, rabbit sitting, greenhouse glazing repair,
 *     spaniel grooming;
 *   few shared words: leylandii felling (negation), puppy microchip (identifier), water butt,
 *     alpaca shearing;
 *   paraphrase: hanging baskets, mole catcher, ride-on mower service, topsoil for veg beds,
 *     guinea pig boarding, council compost bin, koi purchase, artificial grass for a dog run,
 *     patio jet wash, tulip bulbs, puppy training class, polytunnel cover;
 *   shared-words: allotment plot rent by year, two kennels, greenhouse tomato target vs yield,
 *     hawthorn hedging whips (each vs total), garden waste bin limit vs fill, aquatics shop branches.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_40: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h40 seed catalogue basket total",
    branch: [
      "Have you had a look at the Chiltern seed catalogue yet? I'd like the heritage climbing beans this year.",
      "Right, basket's filled: runner beans, two kinds of squash, the purple carrots and a packet of sweet peas. Checkout says £38.40 with postage.",
      "I'll leave the onion sets for now, we've still got some in the garage.",
    ],
    parent: [
      "Did the frost get the broad beans?",
      "A few leaves blackened but they'll live.",
      "For the record, the bill from Chiltern for our spring seeds is £34.80 including delivery; I paid it on the joint card.",
    ],
    conflicts: [["£38.40", "£34.80"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h40 greenhouse fan heater rating",
    branch: [
      "The paraffin heater is useless, the chillies were shivering last night.",
      "I've ordered a proper electric fan heater for the greenhouse — it's rated at 2 kW with a built-in frost stat.",
      "Should come Thursday.",
    ],
    parent: [
      "Did you remember to bubble-wrap the north side?",
      "Yes, did it on Sunday.",
      "New one's plugged into the outdoor socket now. It's only a 750 W unit, so I wouldn't count on it in a hard January.",
    ],
    conflicts: [["2 kW", "750 W"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h40 beech hedge trim date",
    branch: [
      "The beech hedge along the lane is getting ridiculous, the bin lorry scraped it again.",
      "I've got Gareth booked to cut it back on Tuesday 9 September, once the nesting season's well over.",
      "He'll bring his own platform so we don't need the ladder.",
    ],
    parent: [
      "Can he do the privet by the front door while he's here?",
      "He said the privet's extra, he'll price it on the day.",
      "Gareth texted: the lane hedge gets its trim on Wednesday 10 September, weather permitting.",
    ],
    conflicts: [["Tuesday 9 September", "Wednesday 10 September"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h40 pond pump controller firmware",
    branch: [
      "The Oase app keeps nagging me about an update for the pond pump controller.",
      "Done — the controller's on firmware 3.2.1 now and the evening flow schedule is back.",
    ],
    parent: [
      "Is the waterfall running again? The orfe looked sluggish this morning.",
      "It is. I checked the pump's settings page and it reports version 3.2.4, so the update went through fine.",
      "I'll clean the pre-filter at the weekend.",
    ],
    conflicts: [["firmware 3.2.1", "version 3.2.4"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h40 lunchtime dog walker name",
    branch: [
      "Who's doing the lunchtime walks while we're both back in the office?",
      "Sorted — Priya from Paws About Town will take Biscuit out at midday, Monday to Thursday.",
      "Fridays I'm working from home anyway.",
    ],
    parent: [
      "The harness you bought is too big, I'll swap it.",
      "Agency emailed: our midday walker is going to be Callum, and he'll collect the spare key on Sunday.",
    ],
    conflicts: [["Priya", "Callum"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h40 cattery drop-off time",
    branch: [
      "We fly out on the 14th so the cats have to go in the day before.",
      "Whiskers Lodge says drop-off is 8:30am on the 13th; reception's shut on Sundays, so don't plan anything clever.",
      "I'll pack their blankets so the pen smells like home.",
    ],
    parent: [
      "Did you find Mochi's flea treatment?",
      "Top drawer in the utility.",
      "Just confirmed the cattery booking by phone — we're to bring Mochi and Pepper in at 5:30pm on the 13th.",
    ],
    conflicts: [["8:30am", "5:30pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h40 point-of-lay hen count",
    branch: [
      "The coop from the farm sale is bigger than I thought, plenty of perch space.",
      "We're collecting six point-of-lay hens from Mrs Ellery on Saturday, all Bluebelles.",
    ],
    parent: [
      "I've ordered layers pellets, oyster shell grit and a new drinker.",
      "How many birds is she letting us have?",
      "Mrs Ellery's keeping seven of her pullets back for us.",
    ],
    conflicts: [["six point-of-lay hens", "seven of her pullets"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h40 tench permit venue",
    branch: [
      "Fancy a go for tench this weekend? The water's finally warming up.",
      "I've bought two day tickets for Hollowell Reservoir, bank fishing only, no boats.",
    ],
    parent: [
      "Dad was asking where we're off to on Saturday.",
      "Tell him the permits are for Ravensthorpe Reservoir — the club water by the sailing club.",
      "And that he's not borrowing my landing net again.",
    ],
    conflicts: [["Hollowell Reservoir", "Ravensthorpe Reservoir"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi (6)
  {
    name: "h40 part livery monthly fee",
    branch: [
      "Found a yard for Juno at last, ten minutes from the house.",
      "Bramble Farm can take her on part livery from Monday 1 September at £420 a month (hay included, stable 6 by the arena).",
    ],
    parent: [
      "Is Bramble any good? I heard turnout is limited in winter.",
      "Their manager said winter turnout is three days a week, which is fine for her.",
      "Confirmed with the office: Juno starts part livery on the 1st of September for £450 per month, and she'll have stable six next to the arena.",
    ],
    conflicts: [["£420 a month", "£450 per month"]],
    paraphrases: [
      ["Monday 1 September", "the 1st of September"],
      ["stable 6", "stable six"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h40 lawn programme first visit",
    branch: [
      "GreenThumb Lawns came round to look at the moss under the cherry.",
      "Their plan is five treatments across the year for £189, kicking off with a scarify on Thursday 20 March, and they'll leave a sign up so the dog stays off.",
    ],
    parent: [
      "Did you sign up with the lawn people in the end?",
      "Yes — annual programme, 5 visits, £189 all in, and the first visit (the scarifying) is Thursday 20 November.",
      "Good, the back lawn badly needs it.",
    ],
    conflicts: [["Thursday 20 March", "Thursday 20 November"]],
    paraphrases: [["five treatments", "5 visits"]],
    shapes: ["multi"],
  },
  {
    name: "h40 bedding plant order total",
    branch: [
      "I've put the order in at Fernhill Garden Centre: a dozen trays of bedding (petunias and lobelia), delivered on Friday 4 April in the 10 till 12 slot, £86.50 all in.",
      "They're throwing in a free bag of slow-release feed.",
    ],
    parent: [
      "Have we got enough pots for the patio?",
      "Plenty, I found a stack behind the greenhouse.",
      "Fernhill's confirmation email says 12 trays of bedding plants, delivery on Friday 4 April between 10am and noon, total £68.50.",
    ],
    conflicts: [["£86.50", "£68.50"]],
    paraphrases: [
      ["a dozen trays", "12 trays"],
      ["10 till 12", "between 10am and noon"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h40 replacement fence panels quote",
    branch: [
      "The fence on the Hendersons' side finally went over in the storm.",
      "Quote from Oakline: 8 panels at 6ft, concrete posts and gravel boards, £1,150 fitted, and they can start the week after next.",
    ],
    parent: [
      "Let's get it done before the dog discovers the gap.",
      "Oakline's written quote has come through — eight six-foot panels with concrete posts and gravel boards, £2,300 including fitting.",
    ],
    conflicts: [["£1,150 fitted", "£2,300 including fitting"]],
    paraphrases: [["8 panels at 6ft", "eight six-foot panels"]],
    shapes: ["multi"],
  },
  {
    name: "h40 squirrel-proof feeder delivery",
    branch: [
      "The RSPB shop has the squirrel-proof feeders on offer — three for £45 — and if I order today they'll deliver on Wednesday morning.",
      "I'll hang one off the apple tree and two by the kitchen window.",
    ],
    parent: [
      "The goldfinches have cleared the nyjer again.",
      "I've ordered the squirrel-proof feeders from the RSPB shop, 3 of them for forty-five pounds, arriving on Wednesday afternoon, so someone needs to be in.",
    ],
    conflicts: [["Wednesday morning", "Wednesday afternoon"]],
    paraphrases: [
      ["three", "3 of them"],
      ["£45", "forty-five pounds"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h40 bark mulch drop time",
    branch: [
      "Woodland Mulch can drop 2 tonnes of chipped bark on the drive on Saturday 12 April at 7am, £140 including delivery.",
      "Early, but it means the car's not blocked in all day.",
    ],
    parent: [
      "Do we need to move the trailer?",
      "Yes, shove it onto the lawn.",
      "Bark delivery booked: two tonnes of chipped bark arriving Saturday 12 April around 3pm, £140 delivered.",
    ],
    conflicts: [["at 7am", "around 3pm"]],
    paraphrases: [["2 tonnes", "two tonnes"]],
    shapes: ["multi"],
  },

  // ---------------------------------------------------------------- correction (4)
  {
    name: "h40 scaffold board price misread",
    branch: [
      "Timber merchant's price list says the scaffold boards for the raised beds are £12 each.",
      "Sorry, I misread the list — they're actually £15 each.",
    ],
    parent: [
      "How many beds are we doing, four?",
      "Four, each 2.4 m long.",
      "Hanson's scaffold boards are £12 each, so I'll pick up ten on Saturday.",
    ],
    conflicts: [["£15 each", "£12 each"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h40 rabbit sitter swapped",
    branch: [
      "Our neighbour Liz said she'll feed the rabbits while we're in Cornwall.",
      "Update: Liz can't do it after all, her daughter's visiting — Dominic from the end house is covering instead.",
    ],
    parent: [
      "Do the rabbits need more hay before we go?",
      "I'll grab a bale on Thursday.",
      "I've left a note for Liz about the rabbits — she's doing breakfast and tea while we're in Cornwall, and the run key is under the blue pot.",
    ],
    conflicts: [["Dominic from the end house", "a note for Liz"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h40 greenhouse glazier rebooked",
    branch: [
      "Two of the greenhouse panes cracked in the hail.",
      "The glazier's coming to replace them on Monday 6 October — he's bringing toughened glass this time.",
    ],
    parent: [
      "Did you move the seed trays out of the way?",
      "The glass man is booked for Monday 6 October.",
      "They moved it to Thursday 9 October — the toughened panes are on back order.",
    ],
    conflicts: [["Monday 6 October", "Thursday 9 October"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h40 spaniel groom price",
    branch: [
      "Rolo's ears are full of burrs again.",
      "I've booked him in at Scruffs for a full groom on Friday — it's £55 for a spaniel.",
    ],
    parent: [
      "Scruffs quoted £55 for Rolo's full groom.",
      "Actually, I got that wrong — a full groom for a spaniel is £85; the £55 was their puppy price.",
      "Still worth it, he stinks.",
    ],
    conflicts: [["£55 for a spaniel", "a spaniel is £85"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---------------------------------------------------------------- few shared words (4)
  {
    name: "h40 leylandii brash taken away",
    branch: [
      "Is the arborist doing the whole row?",
      "Just the ones along the road. He says all the brash and logs from the leylandii leave with his truck on Friday.",
    ],
    parent: [
      "Can you ask next door to move their car on Friday morning?",
      "Heads up: green waste removal isn't part of the leylandii job, so we'll have a pile by the gate to sort out ourselves.",
    ],
    conflicts: [["leave with his truck", "isn't part of the leylandii job"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h40 puppy microchip number",
    branch: [
      "Maple's settled in brilliantly, she slept right through.",
      "Petlog registration done — chip number 941000024681357, with my mobile as the main contact.",
    ],
    parent: [
      "The breeder's paperwork lists the pup's microchip as 941000024681375.",
      "I've put it in the folder with her pedigree and the insurance letter.",
    ],
    conflicts: [["941000024681357", "941000024681375"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h40 water butt capacity",
    branch: [
      "Fitted the new water butt on the greenhouse downpipe this morning — 210 litres, so one decent storm should fill it.",
    ],
    parent: [
      "Where did the spare diverter kit go?",
      "In the garage on the top shelf.",
      "That green barrel from Screwfix catching the greenhouse gutter holds 250 L, by the way.",
    ],
    conflicts: [["210 litres", "250 L"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h40 alpaca shearing day",
    branch: ["Mark the calendar: the shearer's coming Thursday 12 June.", "I'll need help penning them first thing."],
    parent: [
      "The alpacas lose their fleeces on Thursday 19 June — Tom's bringing his own handpiece and a helper.",
      "Lovely, I'll bake.",
    ],
    conflicts: [["Thursday 12 June", "Thursday 19 June"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- paraphrase, no conflict (12)
  {
    name: "h40 hanging baskets made up",
    branch: [
      "The nursery on Mill Lane will make up four hanging baskets with trailing fuchsias and surfinias for £45 each.",
      "Is that too much? The supermarket ones died in a fortnight.",
    ],
    parent: [
      "Mill Lane baskets are forty-five pounds apiece, which I think is fair for the size.",
      "I've asked for 4, ready to collect by the end of May.",
    ],
    conflicts: [],
    paraphrases: [
      ["£45 each", "forty-five pounds apiece"],
      ["four hanging baskets", "asked for 4"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h40 mole catcher visit",
    branch: [
      "The back lawn looks like a battlefield, more hills since yesterday.",
      "The mole man is coming at 9:30am on Tuesday to set traps.",
    ],
    parent: ["Reminder: molecatcher's visit is 09:30 Tuesday, please keep the dog inside until he's gone."],
    conflicts: [],
    paraphrases: [["9:30am", "09:30"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h40 ride-on mower service",
    branch: [
      "The ride-on's booked in for its annual service on Saturday 3 May.",
      "Hopefully they'll sort out the belt squeal.",
    ],
    parent: [
      "Hartley's have the mower service down for the 3rd of May; it's £95 plus any blades or belts they need.",
      "I'll clear the garage door so they can get the trailer in.",
    ],
    conflicts: [],
    paraphrases: [["Saturday 3 May", "the 3rd of May"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h40 topsoil for veg beds",
    branch: ["We need 1.5 tonnes of screened topsoil to fill the new veg beds.", "Loam, please, not the clay stuff."],
    parent: [
      "Ordered one and a half tonnes of topsoil from Gravelpit Supplies; it comes in a single bulk bag.",
      "Driver needs the side gate open.",
    ],
    conflicts: [],
    paraphrases: [["1.5 tonnes", "one and a half tonnes"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h40 guinea pig boarding cost",
    branch: [
      "Little Paws charges £8 a night for the pair, so our week away comes to £56.",
      "They'll keep them in the indoor run if it turns cold.",
    ],
    parent: [
      "Guinea pig boarding is eight pounds per night for the two of them — fifty-six quid for the seven nights.",
      "Fine by me.",
    ],
    conflicts: [],
    paraphrases: [
      ["£8 a night", "eight pounds per night"],
      ["£56", "fifty-six quid"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h40 council compost bin",
    branch: ["The council's doing subsidised compost bins again; the 330 L one is £25 with free delivery."],
    parent: [
      "Should we get a second bin for the autumn leaves?",
      "Yes — the council one is 330 litres and twenty-five pounds with the discount code.",
      "I'll order it tonight.",
    ],
    conflicts: [],
    paraphrases: [
      ["330 L", "330 litres"],
      ["£25", "twenty-five pounds"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h40 kohaku koi purchase",
    branch: [
      "The koi dealer in Wendover has a 30cm Kohaku for £120, lovely clean white.",
      "Do we have room in the pond for one more?",
    ],
    parent: [
      "We've got room, the filter can cope.",
      "Let's have that Kohaku — 30 centimetres at £120 is a good price for the pattern.",
    ],
    conflicts: [],
    paraphrases: [["30cm", "30 centimetres"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h40 artificial grass dog run",
    branch: ["Quote for the artificial grass in the dog run came in at £1.2k, fitted, with a drainage membrane."],
    parent: [
      "Does it get hot in summer?",
      "A bit, apparently you just hose it down.",
      "So it's £1,200 for supply and fitting of the fake lawn in the dog run — I'm happy to go ahead.",
    ],
    conflicts: [],
    paraphrases: [["£1.2k", "£1,200"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h40 patio jet wash",
    branch: [
      "Jet-wash guy says he'll do the patio and the front path for £80 on the 21st.",
      "He'll re-sand the joints for extra if we want.",
    ],
    parent: [
      "Patio cleaning is eighty pounds, Saturday 21 June — he wants the furniture cleared first.",
      "I'll stack it on the lawn.",
    ],
    conflicts: [],
    paraphrases: [
      ["£80", "eighty pounds"],
      ["the 21st", "Saturday 21 June"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h40 tulip bulb order",
    branch: [
      "Ordered two hundred tulip bulbs (Queen of Night and Ballerina) for the front border.",
      "They'll go in lasagne-style over the daffs.",
    ],
    parent: [
      "The bulb order is 200 tulips, half of each variety, and it ships in October.",
      "I'll dig in some grit first.",
    ],
    conflicts: [],
    paraphrases: [["two hundred tulip bulbs", "200 tulips"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h40 puppy training class",
    branch: [
      "Puppy class at the village hall starts at 6pm on Wednesdays and runs for six weeks.",
      "Bring treats and a flat collar, no extending leads.",
    ],
    parent: [
      "How much is it?",
      "Sixty pounds for the block.",
      "So training is Wednesdays 18:00, a six-week course; I'll drive.",
    ],
    conflicts: [],
    paraphrases: [
      ["6pm", "18:00"],
      ["six weeks", "six-week course"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h40 polytunnel cover length",
    branch: [
      "The old polytunnel skin's torn right along the ridge.",
      "The replacement cover needs to be 20 ft long, same width as before.",
    ],
    parent: [
      "I've ordered a twenty-foot cover for the polytunnel, 200 micron anti-fog.",
      "We'll need a still day to fit it.",
    ],
    conflicts: [],
    paraphrases: [["20 ft", "twenty-foot"]],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------------------------- shared-words, no conflict (6)
  {
    name: "h40 allotment plot rent by year",
    branch: ["The allotment society says plot rent for 2025 is £62 per full plot.", "Still cheaper than the gym."],
    parent: [
      "Our allotment plot rent for 2024 was £58 per full plot, paid in cash at the AGM.",
      "Did they ever fix the water trough?",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h40 two kennels nightly rates",
    branch: ["Barkley Kennels charges £28 per night for a large dog, walks included."],
    parent: [
      "Oakfield Kennels charges £24 per night for a large dog, and they have a secure paddock.",
      "Worth visiting both?",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h40 greenhouse tomato target vs yield",
    branch: ["My target this year is 30 kg of tomatoes from the greenhouse — the Sungolds are already setting well."],
    parent: [
      "So far the greenhouse tomatoes have given us 22 kg, and there are still plenty of green trusses.",
      "Chutney time.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h40 hawthorn whips each vs total",
    branch: ["The bare-root hawthorn whips from Buckingham Nurseries are £1.80 each."],
    parent: [
      "The bare-root hawthorn order from Buckingham Nurseries — 100 whips — comes to £180.",
      "Delivery in November while they're dormant.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h40 brown bin limit vs fill",
    branch: ["The brown bin takes up to 240 litres of garden waste per collection, lid closed."],
    parent: [
      "There's roughly 150 litres of grass clippings in the brown bin already, and collection isn't till Thursday.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h40 aquatics shop branch opening",
    branch: ["The Aqua World branch in Ashford opens at 9am on Sundays, so we could get the plants first thing."],
    parent: ["The Aqua World branch in Maidstone opens at 10am on Sundays, and it has the bigger fish room."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
