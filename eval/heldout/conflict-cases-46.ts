import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 46 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: grain dryer repair, abattoir slot, farm shop winter hours, sheep shearing gang,
 *     tractor service, feed delivery, hay contractor, market stall pitch;
 *   close with few shared words: poultry flock vaccination (negation), organic certification
 *     audit (identifier), beehive inspection, cider press hire;
 *   multi: lambing scan, vegetable box scheme, polytunnel build, cheese maturing room,
 *     seed potato order, feed wheat contract;
 *   correction: fertiliser spreading, Christmas turkey orders (both in the branch);
 *     sugar beet haulage, heather honey extraction (both in the parent);
 *   paraphrase: hedge laying course, fencing quote, soil sampling, egg packer collection,
 *     pig weaning, pick-your-own strawberries, silage clamp, red diesel top-up, wool clip,
 *     oyster mushroom room, store cattle sale, combine hire;
 *   shared-words: jam kitchen batches, sheepdog trial scores, borehole abstraction,
 *     agricultural show entries, orchard pruning quote, goat kidding target vs actual.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_46: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h46 grain dryer repair quote",
    branch: [
      "did the dryer bloke ever get back to u",
      "yeah he rang this morning, new burner and fan bearing comes to £1,850 fitted, can do it before harvest",
    ],
    parent: [
      "Any news on the grain dryer?",
      "Engineer's written quote came through: replacing the burner assembly and the fan bearing will cost £3,700 including labour.",
      "That's steep. Let me think about it over the weekend.",
    ],
    conflicts: [["£1,850 fitted", "cost £3,700"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h46 abattoir slot day",
    branch: [
      "abattoir confirmed our slot for the six lambs, tues 14 oct, drop off by 7",
      "do they want the ear tag list beforehand",
      "ya emailed it over last nite",
    ],
    parent: [
      "Booking confirmation from the abattoir arrived by email.",
      "We're down to take the six finished lambs in on Wednesday 15 October.",
      "Good, I'll wash the trailer out on Monday.",
    ],
    conflicts: [["tues 14 oct", "Wednesday 15 October"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h46 farm shop saturday opening",
    branch: ["New winter hours for the farm shop: from November we'll open at 9am on Saturdays.", "Sounds fine to me."],
    parent: ["weekend trading from nov - doors open 2pm sats, we're at the market mornings", "ok makes sense"],
    conflicts: [["open at 9am", "doors open 2pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h46 shearing gang size",
    branch: ["how many shearers is Dai bringing", "he said four in the gang this year, plus a lad to roll fleeces"],
    parent: [
      "Confirmed with Dai Pritchard: two shearers will come on the 20th, and he'll bring someone to wrap the wool as well.",
    ],
    conflicts: [["four in the gang", "two shearers"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h46 tractor terminal firmware",
    branch: [
      "Tractor's back from the dealer. Full service done, and they flashed the terminal to firmware 4.12.3 while it was in.",
      "Did they do the front axle oil?",
      "Yes, that was on the sheet.",
    ],
    parent: [
      "tractor service sheet says terminal software updated to v4.13.3",
      "good that shud fix the section control bug",
    ],
    conflicts: [["firmware 4.12.3", "v4.13.3"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h46 ewe nut delivery weight",
    branch: ["feed lorry booked for fri, 12 tonnes of ewe nuts into the bulk bin"],
    parent: [
      "I've ordered the ewe nuts from the mill: 3 tonnes, arriving Friday, blown into the bulk bin.",
      "Is the bin empty enough?",
      "Near enough, I'll check the level tonight.",
    ],
    conflicts: [["12 tonnes", "3 tonnes"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h46 hay contractor name",
    branch: [
      "Who's cutting the top meadow this year?",
      "We've gone with Gareth Hughes for the mowing and baling; he quoted per bale and can start once the weather settles.",
    ],
    parent: ["hay - top meadow contractor sorted, its Tom Bellamy doing it, he'll come when we get a dry week"],
    conflicts: [["Gareth Hughes", "Tom Bellamy"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h46 market pitch relocation",
    branch: [
      "Council emailed - our regular Saturday pitch is being moved to the Corn Exchange car park while the square is resurfaced.",
      "For how long?",
      "Until the end of March.",
    ],
    parent: [
      "saturday stall moving while theyre doing the resurfacing, we'll be on the Bull Ring for now",
      "bit rubbish for footfall",
    ],
    conflicts: [["Corn Exchange car park", "on the Bull Ring"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ------------------------------------------------- close, few shared words (4)
  {
    name: "h46 layer booster going ahead or not",
    branch: [
      "Reminder for the diary: the flock's IB booster goes ahead next week, with Owen doing the whole laying shed through the drinkers.",
      "Noted.",
    ],
    parent: ["hens dont need the ib jab this time, hatchery says theyre covered till spring", "ok cheers"],
    conflicts: [["IB booster goes ahead", "dont need the ib jab"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h46 organic operator code",
    branch: [
      "what number do they want on the audit paperwork",
      "our cert no is G4817, its on the back of the old certificate",
    ],
    parent: [
      "The inspector's letter for the organic audit lists our operator code as G4871; please have last year's input records ready.",
      "Will do.",
    ],
    conflicts: [["cert no is G4817", "operator code as G4871"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h46 second hive brood extent",
    branch: ["checked the bees sat, no 2 colony has five frames of brood, looking strong"],
    parent: [
      "The second hive is flourishing: eggs and larvae spread over eight combs when I opened it at the weekend.",
      "Any sign of queen cells?",
      "None.",
    ],
    conflicts: [["five frames of brood", "over eight combs"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h46 cider press day rate",
    branch: ["cider press hire is £85 a day, deposit back when we return it clean"],
    parent: [
      "Renting Jenkins's hydraulic rack-and-cloth machine for the apple weekend: £95 per day.",
      "Do we need to take our own cloths?",
      "No, they come with it.",
    ],
    conflicts: [["£85 a day", "£95 per day"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi (6)
  {
    name: "h46 lambing scan results",
    branch: [
      "Scanning's done: 420 ewes through the crate on 7 January, scanned at 168%, with the first lambs due around the 14th of March.",
      "Cracking result.",
    ],
    parent: [
      "scan day 7/1 - 420 ewes, came out 185%, lambing kicks off mid march (14th)",
      "need to order more colostrum",
    ],
    conflicts: [["scanned at 168%", "came out 185%"]],
    paraphrases: [
      ["7 January", "7/1"],
      ["the 14th of March", "mid march (14th)"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h46 veg box round changes",
    branch: [
      "Box scheme changes from 3 March: the large veg box goes up to £24, delivery day moves to Thursday, and we're capping the round at 150 households so the van can cope.",
    ],
    parent: [
      "heads up box customers getting an email - big box 24 quid from 3rd march, thurs deliveries, max 400 homes on the round",
      "any complaints so far",
      "one, about the price",
    ],
    conflicts: [["150 households", "max 400 homes"]],
    paraphrases: [
      ["£24", "24 quid"],
      ["3 March", "3rd march"],
      ["moves to Thursday", "thurs deliveries"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h46 polytunnel kit size",
    branch: [
      "Polytunnel plan: the kit arrives Monday 12 May, it's the 9m x 30m frame, and Lewis and Ana are helping with the hoops for two days (sheeting goes on the first still morning after).",
    ],
    parent: [
      "tunnel kit delivery mon 12th may, 9 by 24 metre one, lewis + ana on hoops 2 days",
      "great ill get the anchor plates dug",
    ],
    conflicts: [["9m x 30m", "9 by 24 metre"]],
    paraphrases: [
      ["Monday 12 May", "mon 12th may"],
      ["two days", "2 days"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h46 cheese room humidity",
    branch: [
      "Maturing room settings for the new cheddar batch: 11°C, 88% humidity, wheels turned Tuesdays and Fridays.",
    ],
    parent: ["cave's set to 11 degrees and 92% RH, turning tue & fri", "did the logger get reset", "yes"],
    conflicts: [["88% humidity", "92% RH"]],
    paraphrases: [
      ["11°C", "11 degrees"],
      ["Tuesdays and Fridays", "tue & fri"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h46 seed potato collection",
    branch: ["seed spuds sorted - 2 tonnes Charlotte at £640/t, collect from the merchant in Perth thurs 20 feb"],
    parent: [
      "Seed potato order confirmed by email: two tonnes of Charlotte, £640 per tonne, ready for collection at the Perth depot on Thursday 20 March.",
      "Have we got the boxes back from last year?",
    ],
    conflicts: [["thurs 20 feb", "Thursday 20 March"]],
    paraphrases: [
      ["2 tonnes", "two tonnes"],
      ["£640/t", "£640 per tonne"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h46 feed wheat forward sale",
    branch: ["Forward sold 200 t of feed wheat to the merchant at £185 a tonne, November movement, ex farm."],
    parent: ["wheat contract - 200 tonnes feed wheat, £185/t, for movement in january, ex farm", "nice price tbh"],
    conflicts: [["November movement", "movement in january"]],
    paraphrases: [
      ["200 t", "200 tonnes"],
      ["£185 a tonne", "£185/t"],
    ],
    shapes: ["multi"],
  },

  // ----------------------------------------------------------- correction (4)
  {
    name: "h46 nitrogen spreading moved",
    branch: [
      "spreader booked for the first nitrogen on wed",
      "ok",
      "update - he's moved us to friday, wheel bearing went on his spinner",
    ],
    parent: [
      "First split of nitrogen on the winter barley is going on Wednesday, weather permitting.",
      "How much per hectare?",
      "About 40 kg N to start.",
    ],
    conflicts: [["moved us to friday", "going on Wednesday"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h46 turkey order count misread",
    branch: [
      "How many turkey orders have we got now?",
      "85 on the sheet so far",
      "sorry misread my own writing, it's 58 - a few were crossed out",
    ],
    parent: [
      "Christmas turkey orders stand at 85, with the cut-off on 1 December.",
      "We'll need to pluck over two days then.",
    ],
    conflicts: [["it's 58", "orders stand at 85"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h46 beet lorry rescheduled",
    branch: [
      "beet haulage from the clamp by the road tmrw?",
      "yep first lorry at 6 in the morning, loader needs warming up by then",
    ],
    parent: [
      "The haulier confirmed the first beet lorry for 6am tomorrow.",
      "Can you leave the road gate open?",
      "Correction from the haulier just now: they've moved the first load to 2pm, the factory's running behind.",
    ],
    conflicts: [["first lorry at 6 in the morning", "moved the first load to 2pm"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h46 heather honey reweighed",
    branch: [
      "extracted the heather supers today, 46kg in the tanks!!",
      "brilliant, what's the moisture like",
      "refractometer says 18.5 so fine to jar",
    ],
    parent: [
      "Heather honey extraction finished this afternoon: 46 kg in the settling tanks.",
      "Update: I reweighed after skimming and allowing for the tare; the true figure is 38 kg.",
    ],
    conflicts: [["46kg in the tanks", "the true figure is 38 kg"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ----------------------------------------------------------- paraphrase (12)
  {
    name: "h46 hedge laying course",
    branch: [
      "Hedge laying course with the Midland style tutor is on 8 March, starting 9:30 at the bottom of Long Lane.",
      "Do we bring our own billhooks?",
      "He's lending some, but bring gloves.",
    ],
    parent: [
      "hedgelaying day 8/3 half nine start, meet bottom of long lane",
      "who's coming",
      "me, sian and probably rhys",
    ],
    conflicts: [],
    paraphrases: [
      ["8 March", "8/3"],
      ["9:30", "half nine"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h46 river field fencing quote",
    branch: [
      "fencer came out, quoted 6.5k for the lot",
      "the lot being?",
      "1.2km of stock netting with two strands of barb along the river field",
    ],
    parent: [
      "Fencing quote received: £6,500 to erect 1,200 metres of stock netting with two strands of barbed wire on the river boundary.",
      "Sounds fair for that length.",
    ],
    conflicts: [],
    paraphrases: [
      ["6.5k", "£6,500"],
      ["1.2km", "1,200 metres"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h46 soil cores taken",
    branch: [
      "Agronomist took forty-eight soil cores across Top Field and Pond Field on 14 October; results in about a fortnight.",
    ],
    parent: [
      "soil samples done 14/10, 48 cores from top + pond fields",
      "great, need the P and K indices before ordering fert",
      "yep",
    ],
    conflicts: [],
    paraphrases: [
      ["forty-eight soil cores", "48 cores"],
      ["14 October", "14/10"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h46 egg packer pickup",
    branch: [
      "Packer's driver will collect at 16:30 on weekdays from now on.",
      "How many are we sending Monday?",
      "30 dozen, same as last week.",
    ],
    parent: [
      "egg collection moving to half four in the afternoon weekdays",
      "mon we've got 360 eggs graded and boxed ready",
    ],
    conflicts: [],
    paraphrases: [
      ["16:30", "half four in the afternoon"],
      ["30 dozen", "360 eggs"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h46 sow litter weaning",
    branch: [
      "Sow 14's litter (eleven piglets) gets weaned on Friday, when they'll be 28 days old.",
      "Creep feed's been going well.",
    ],
    parent: ["no 14 sow weaning fri, 11 pigs, theyll be four weeks old", "ok ill clear the follow on pen"],
    conflicts: [],
    paraphrases: [
      ["eleven piglets", "11 pigs"],
      ["28 days old", "four weeks old"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h46 pick your own opening",
    branch: ["Pick-your-own strawberries open this Saturday at 10:00, £4.50/kg, bring your own punnets if you can."],
    parent: [
      "Sign for the gate says: PYO strawberries, open Saturday from 10am, £4.50 per kilo.",
      "Did we print the new one?",
      "Laminated it last night.",
    ],
    conflicts: [],
    paraphrases: [
      ["10:00", "10am"],
      ["£4.50/kg", "£4.50 per kilo"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h46 silage clamp capacity",
    branch: ["silage clamp walls are 2 metres high, contractor reckons itll hold 1,500 tonnes if we roll it well"],
    parent: [
      "Checked the clamp drawings: side walls 200 cm, capacity around 1500t of grass silage when consolidated.",
      "When's first cut?",
      "Depends on the forecast.",
    ],
    conflicts: [],
    paraphrases: [
      ["2 metres", "200 cm"],
      ["1,500 tonnes", "1500t"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h46 red diesel top up",
    branch: [
      "Red diesel top-up ordered: 2,000 litres, delivery Thursday morning.",
      "Tank gauge was at a quarter when I looked.",
    ],
    parent: ["diesel man coming thurs am with 2000L", "make sure the tank's unlocked"],
    conflicts: [],
    paraphrases: [
      ["2,000 litres", "2000L"],
      ["Thursday morning", "thurs am"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h46 wool clip collection",
    branch: [
      "Wool's all packed. Average fleece came to two and a half kilos this year, and British Wool collect on the 1st of July.",
      "Better than last year.",
    ],
    parent: ["fleeces averaging 2.5 kg, collection 1 july from the yard"],
    conflicts: [],
    paraphrases: [
      ["two and a half kilos", "2.5 kg"],
      ["1st of July", "1 july"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h46 oyster mushroom room",
    branch: ["grow room for the oysters is holding 18°C, shud start fruiting in ten days", "nice"],
    parent: [
      "Oyster mushroom room log: temperature steady at 18 degrees C; first flush expected in 10 days.",
      "Humidity?",
      "Misting every two hours.",
    ],
    conflicts: [],
    paraphrases: [
      ["18°C", "18 degrees C"],
      ["ten days", "10 days"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h46 store cattle lot",
    branch: ["store cattle sale friday 11:00, our bullocks are lot forty-two", "how many going", "nine"],
    parent: [
      "The mart has put our bullocks in as lot 42 for Friday's store sale, which starts at 11 o'clock.",
      "I'll book the haulier.",
    ],
    conflicts: [],
    paraphrases: [
      ["11:00", "11 o'clock"],
      ["lot forty-two", "lot 42"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h46 combine hourly rate",
    branch: [
      "Combine hire agreed with Pryce Farm Services at £120 an hour, driver included.",
      "When can they start?",
      "As soon as the barley's fit.",
    ],
    parent: ["combine hire sorted - a hundred and twenty pounds per hour inc driver", "cheers"],
    conflicts: [],
    paraphrases: [["£120 an hour", "a hundred and twenty pounds per hour"]],
    shapes: ["paraphrase"],
  },

  // -------------------------------------------------------- shared-words (6)
  {
    name: "h46 jam batches two fruits",
    branch: [
      "Jam kitchen tally from today: the strawberry jam batch came to 120 jars.",
      "Labels printed?",
      "Yes, with the new best-before.",
    ],
    parent: ["the raspberry jam batch came to 85 jars, lids a bit short so ordered more"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h46 sheepdog scores two dogs",
    branch: ["Results from the nursery trial: Fly scored 87 points out of 100 and placed third."],
    parent: ["moss scored 92 points out of 100 at the open trial, placed first!!", "brilliant"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h46 borehole limit vs usage",
    branch: ["Abstraction licence for the borehole: limit of 20 cubic metres a day."],
    parent: ["borehole meter says we're pumping about 12 cubic metres a day at the moment", "plenty of headroom then"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h46 show entries two years",
    branch: ["secretary says the 2024 show had 340 entries in the sheep classes"],
    parent: [
      "For the 2025 show, the sheep classes have 410 entries so far, with a week to go.",
      "That's a record then.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h46 pruning per tree vs total",
    branch: ["Pruning contractor charges £3 per tree for the old Bramleys."],
    parent: ["orchard pruning quote £1,800 for the whole orchard, 600 trees", "worth it, they're a mess"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h46 kidding target vs actual",
    branch: [
      "Kidding update: target for the Boer does this spring was 40 kids.",
      "How's it going?",
      "Slower than we hoped.",
    ],
    parent: [
      "Kidding update from the shed: the Boer does have produced 34 kids this spring so far.",
      "any trouble",
      "one set of triplets needed a hand",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
