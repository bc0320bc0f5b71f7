import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 11 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case): community theatre tickets, van conversion water tank, software on-call
 * rota, PhD viva, dental practice hygienist list, aquarium reef display, tax return, sailing course,
 * music festival sound check, restaurant suppliers, marathon relay, data migration, house sale, bike
 * repair shop, bookshop author signing, rooftop garden, wine tasting, school fete, language
 * exchange, podcast launch, kitchen renovation, community choir, community pub share offer, ski
 * chalet deposit, chess tournament, ferry crossing, beach clean-up, pottery class, allotment
 * society, open-water swim, app store release, sourdough bakery, museum tour, darkroom workshop,
 * honey stall, sponsored walk, furniture warehouses, yoga studio accounts, office monitors, weather
 * widget API quota.
 *
 * 40 cases: 22 with planted conflicts, 18 without.
 * - one fact per sentence, restated with another value: 8 ("close" x7, "identifier" x1)
 * - several facts in one sentence, one differing: 6 ("multi"; one also "list")
 * - corrections later in the text (2 on the branch side, 2 on the parent side): 4 ("correction";
 *   one also "negation")
 * - the two sides share few words besides the subject: 4 ("close"; one also "negation")
 * - one value written two ways, no conflict: 12 ("paraphrase"; one also "identifier")
 * - different facts sharing words, no conflict: 6 ("shared-words")
 * Shape tags in total: close 11, multi 6, correction 4, paraphrase 12, shared-words 6,
 * identifier 2, negation 2, list 1.
 */
export const HELDOUT_CONFLICT_CASES_11: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------------------------------------
  // Planted conflicts: one fact per sentence, restated with another value
  // ---------------------------------------------------------------------------------------------
  {
    name: "theatre adult ticket price",
    branch: [
      "Right, box office stuff for The Crucible. I've set the online price to £12 for adults.",
      "Concessions stay at £8, nobody wanted to touch those.",
      "Also, does anyone know if the lighting desk is back from repair yet?",
    ],
    parent: [
      "Lighting desk came back yesterday, Gareth gave it a once-over and it's fine.",
      "Just so we're all on the same page: adult tickets are £14 this run. The committee agreed it on Tuesday to cover the royalty increase.",
      "Concessions £8 as before.",
    ],
    conflicts: [["£12", "£14"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "van conversion fresh water tank",
    branch: [
      "Measured under the bed platform tonight with a torch in my teeth.",
      "There's room for the 70 litre fresh water tank if we shove the battery box forward a bit.",
      "Leisure battery is the 200Ah lithium one, I think that's settled?",
    ],
    parent: [
      "Ordered the fresh water tank from the caravan place in Exeter — the 90 litre one. Should turn up Thursday.",
      "And yes, 200Ah lithium, no more debate please 😅",
    ],
    conflicts: [["70 litre", "90 litre"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "on-call rollback target release",
    branch: [
      "Handover note for the on-call rota.",
      "If checkout starts throwing 502s again overnight, roll the payments service back to v4.12.1. That's the last build we actually trust.",
      "Dmitri is primary this week and Hannah is secondary.",
    ],
    parent: [
      "Heads up for whoever's carrying the pager: the known-good payments release is v4.12.3. Don't go further back than that, the older builds still have the TLS handshake bug.",
      "Rota unchanged — Dmitri primary, Hannah secondary.",
    ],
    conflicts: [["v4.12.1", "v4.12.3"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "phd viva date",
    branch: [
      "Just heard back from the graduate office!!",
      "My viva is booked for 14 March.",
      "It starts at 10am in the Hicks building seminar room. Prof. Adeyemi is the external, which is terrifying.",
    ],
    parent: [
      "How's the prep going? Don't overdo it.",
      "I've put it in the family calendar: the viva is on 21 March, so Mum can book her train for that afternoon.",
      "10am start, Hicks building, right?",
    ],
    conflicts: [["14 March", "21 March"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "dental hygienist monday start",
    branch: [
      "For the new rota at the practice: from next week the hygienist starts her Monday list at 8:30.",
      "Reception will need to shuffle the first check-up slots to match.",
    ],
    parent: [
      "Spoke to Mrs Okafor this morning about Mondays.",
      "Her list will start at 9:15 because of the school run — she was quite firm about it.",
      "Unrelated, but we're out of the small nitrile gloves again.",
    ],
    conflicts: [["8:30", "9:15"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "aquarium clownfish into reef display",
    branch: [
      "Quarantine update: we're adding six clownfish to the reef display on Friday, once they've finished the observation period.",
      "Salinity is holding at 1.025.",
    ],
    parent: [
      "Reef display plan for Friday — four clownfish go in, any others wait in quarantine another week.",
      "Salinity readings have been 1.025 all week, so no worries there.",
    ],
    conflicts: [["six clownfish", "four clownfish"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "tax return broadband business share",
    branch: [
      "Doing the self-assessment tonight, wish me luck.",
      "I'm claiming 20% of the broadband as business use, since the office is one room out of five.",
      "Deadline's 31 January as usual, so no panic yet.",
    ],
    parent: [
      "The accountant's notes came back this afternoon.",
      "She's put the broadband down at 35% business use, based on the hours log you sent.",
      "She'd like the bank statements by mid-December if possible.",
    ],
    conflicts: [["20%", "35%"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "sailing course meeting point",
    branch: [
      "Competent Crew course, day one: we meet at Gosport marina.",
      "Be there at 9. Bring oilies if you have them, they've got spares otherwise.",
    ],
    parent: [
      "Email from the sailing school finally came through. Day one, the course meets at Port Solent.",
      "Kick-off 9 sharp.",
    ],
    conflicts: [["Gosport marina", "Port Solent"]],
    paraphrases: [["at 9", "9 sharp"]],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------------------------------------
  // Planted conflicts: several facts in one sentence, only one differing
  // ---------------------------------------------------------------------------------------------
  {
    name: "festival sound check running order",
    branch: [
      "Sound check order for Saturday, as agreed with the stage manager: main stage line check at 14:00, The Marlowes at 15:30, and Vesper Lane get the full 45 minutes from 16:15.",
      "I'll bring the spare DI boxes in the van.",
    ],
    parent: [
      "Production sheet is out — line check 2pm, Marlowes 3:30pm, Vesper Lane from 16:15 but only 30 minutes since doors moved earlier.",
      "Can someone confirm we've got spare DI boxes?",
    ],
    conflicts: [["45 minutes", "30 minutes"]],
    paraphrases: [
      ["14:00", "2pm"],
      ["15:30", "3:30pm"],
    ],
    shapes: ["multi"],
  },
  {
    name: "restaurant fish supplier terms",
    branch: [
      "Supplier recap so I stop forgetting: Harlow's does the fish on Tuesdays and Fridays, minimum order £150, and they deliver before 7am.",
      "The Greenacre veg box stays weekly.",
    ],
    parent: [
      "Had a chat with Harlow's rep at the market.",
      "Drops are Tuesday and Friday, in before seven, minimum order £200 — he blamed fuel.",
      "Greenacre still weekly, yes.",
    ],
    conflicts: [["£150", "£200"]],
    paraphrases: [
      ["Tuesdays and Fridays", "Tuesday and Friday"],
      ["before 7am", "before seven"],
    ],
    shapes: ["multi"],
  },
  {
    name: "marathon relay second leg runner",
    branch: [
      "Team sheet for the relay: four legs, Marcus opens with 10.5 km, Priya takes leg 2, and all handovers happen at Riverside bridge.",
      "Kit is the green club vests, obviously.",
    ],
    parent: [
      "Final entry went in to the organisers last night.",
      "It says 4 legs, Marcus first (10.5km), Jonas on leg 2, changeovers at Riverside bridge.",
      "Did we decide on the green vests or the new ones?",
    ],
    conflicts: [["Priya", "Jonas"]],
    paraphrases: [
      ["four legs", "4 legs"],
      ["10.5 km", "10.5km"],
    ],
    shapes: ["multi"],
  },
  {
    name: "data migration cutover window",
    branch: [
      "Migration plan, third draft: cutover starts Saturday 02:00 UTC, the window is 3 hours, and the old cluster goes read-only at 01:30.",
      "Rollback decision point is at the 90-minute mark.",
    ],
    parent: [
      "Change board signed it off: Saturday 2am UTC start, old cluster read-only from half past one, 4-hour window to leave room for the index rebuild.",
    ],
    conflicts: [["3 hours", "4-hour window"]],
    paraphrases: [
      ["02:00 UTC", "2am UTC"],
      ["01:30", "half past one"],
    ],
    shapes: ["multi"],
  },
  {
    name: "house sale completion date",
    branch: [
      "Estate agent's summary, for the record: asking price £385,000, the buyers are putting down a 10% deposit, and completion is pencilled in for 28 June.",
      "Survey came back clean apart from the guttering.",
    ],
    parent: [
      "Letter from the solicitor today. Price £385k agreed, deposit ten percent, completion 5 July.",
      "She mentioned the guttering too, nothing serious apparently.",
    ],
    conflicts: [["28 June", "5 July"]],
    paraphrases: [
      ["£385,000", "£385k"],
      ["10%", "ten percent"],
    ],
    shapes: ["multi"],
  },
  {
    name: "bike shop brompton job card",
    branch: [
      "Job card for the blue Brompton: new chain, two brake pads and a rear tyre, £85 all in, ready Thursday afternoon.",
      "Customer is Ellis, his number's on the card.",
    ],
    parent: [
      "Ellis rang asking about his Brompton.",
      "I told him rear tyre, chain and 2 brake pads, £85 total, ready Friday.",
    ],
    conflicts: [["Thursday", "Friday"]],
    paraphrases: [
      ["two brake pads", "2 brake pads"],
      ["£85 all in", "£85 total"],
    ],
    shapes: ["multi", "list"],
  },

  // ---------------------------------------------------------------------------------------------
  // Planted conflicts: corrections later in the text
  // ---------------------------------------------------------------------------------------------
  {
    name: "bookshop signing time corrected on parent",
    branch: [
      "Author event checklist: Ruth Achebe's signing starts at 6pm, so I'll put the chairs out by five.",
      "We've got 40 copies of the hardback on order.",
    ],
    parent: [
      "Ruth's publicist confirmed the signing for 6pm on the 12th.",
      "Sorry, ignore that — they've just rung back. She's on a later train, so the signing is at 7pm now.",
      "40 hardbacks should still be plenty.",
    ],
    conflicts: [["6pm", "7pm"]],
    paraphrases: [["40 copies", "40 hardbacks"]],
    shapes: ["correction"],
  },
  {
    name: "rooftop garden compost corrected on branch",
    branch: [
      "For the rooftop beds I worked out we need 8 bags of compost.",
      "Scratch that, I forgot the two new planters by the stairwell. Make it 12 bags.",
      "Weight isn't a problem either way; the surveyor said the roof takes up to 150 kg per square metre.",
    ],
    parent: [
      "Order's in with the garden centre: 8 bags of compost, delivered Wednesday morning.",
      "I've booked the goods lift for the delivery.",
    ],
    conflicts: [["12 bags", "8 bags"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "wine tasting line-up corrected on parent",
    branch: [
      "Tasting notes are printed! We're pouring seven wines tonight, starting with the Albariño.",
      "30 guests, so I've set out 30 sets of glasses.",
    ],
    parent: [
      "Final line-up for tonight is seven wines.",
      "Correction: the Rioja never turned up from the distributor, so it's six wines. Reprint the notes if you can?",
      "Thirty guests confirmed, by the way.",
    ],
    conflicts: [["seven wines", "six wines"]],
    paraphrases: [["30 guests", "Thirty guests"]],
    shapes: ["correction"],
  },
  {
    name: "school fete bouncy castle corrected on branch",
    branch: [
      "Fete update: the bouncy castle is booked for 10 till 4.",
      "Actually, correction — the hire company cancelled on us this morning, so there won't be a bouncy castle this year.",
      "Cake stall is still Mrs Patel's.",
    ],
    parent: [
      "Posters go up tomorrow; the kids are already excited about the tombola.",
      "The bouncy castle is booked, 10am to 4pm on the top field.",
      "Mrs Patel is running the cake stall again.",
    ],
    conflicts: [["there won't be a bouncy castle", "The bouncy castle is booked"]],
    paraphrases: [["10 till 4", "10am to 4pm"]],
    shapes: ["correction", "negation"],
  },

  // ---------------------------------------------------------------------------------------------
  // Planted conflicts: the two sides share few words besides the subject
  // ---------------------------------------------------------------------------------------------
  {
    name: "language exchange meeting night",
    branch: [
      "Good news, the café on Marlow Street said yes to hosting us!",
      "We've settled on Wednesdays from 7, in the upstairs room.",
      "I'll make a sign-up sheet for the Spanish and Portuguese speakers.",
    ],
    parent: [
      "Flyer draft attached. Language swap on Tuesday evenings is what's printed — Rosa reckons that's when most of her group are free.",
    ],
    conflicts: [["Wednesdays", "Tuesday evenings"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "podcast first episode release",
    branch: [
      "Episode one is edited and mastered, finally.",
      "Plan is to drop it on the 3rd of May, with a short trailer the week before.",
    ],
    parent: ["Marketing calendar is locked: pilot goes public 10 May and socials start teasing it the Monday prior."],
    conflicts: [["3rd of May", "10 May"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "kitchen renovation worktop material",
    branch: [
      "After all that back and forth, we're going with oak for the counters. It's warmer, and Dan likes that it can be sanded down.",
    ],
    parent: ["Fitter confirmed the order — quartz worktops, template visit next Tuesday."],
    conflicts: [["oak", "quartz"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "choir christmas market appearance",
    branch: [
      "Rehearsal notes: we will sing at the Christmas market on the 14th — three carols and the Rutter.",
      "Basses, please learn your entry in bar 12.",
    ],
    parent: [
      "Committee met last night. Not doing the market this year; too many members away and the stall fees doubled.",
    ],
    conflicts: [["will sing at the Christmas market", "Not doing the market"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },

  // ---------------------------------------------------------------------------------------------
  // No conflict: one value written two ways
  // ---------------------------------------------------------------------------------------------
  {
    name: "community pub share offer target",
    branch: [
      "Share offer for the Red Lion: we need to raise £50k by the end of October or we miss the brewery's deadline.",
      "Minimum investment is £100 per person.",
    ],
    parent: [
      "Reminder for the newsletter — target is fifty thousand pounds, closing end of October.",
      "The smallest stake anyone can buy is a hundred pounds.",
    ],
    conflicts: [],
    paraphrases: [
      ["£50k", "fifty thousand pounds"],
      ["£100", "a hundred pounds"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "ski chalet deposit currency",
    branch: [
      "The chalet in Morzine is held for us. Deposit is EUR 1,200, due Friday.",
      "There are eight of us going, right?",
    ],
    parent: [
      "I've transferred €1,200 to the chalet company for the deposit. Can everyone send me their share?",
      "Split eight ways, that's €150 each.",
    ],
    conflicts: [],
    paraphrases: [["EUR 1,200", "€1,200"]],
    shapes: ["paraphrase"],
  },
  {
    name: "chess rapidplay date formats",
    branch: [
      "Entry form sent for the rapid tournament on 2024-09-14 in Harrogate.",
      "Five rounds, 25 minutes plus 10 seconds per move.",
    ],
    parent: [
      "Club rapidplay is Saturday 14 September, Harrogate again.",
      "Time control 25+10, five rounds, same as last year.",
    ],
    conflicts: [],
    paraphrases: [
      ["2024-09-14", "Saturday 14 September"],
      ["25 minutes plus 10 seconds", "25+10"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "ferry departure clock formats",
    branch: ["Booked the ferry back from Cherbourg. It sails at 19:45 and we need to be at check-in an hour before."],
    parent: [
      "Boarding passes are in my inbox: Cherbourg departure 7:45pm, be at check-in 60 minutes before sailing.",
      "Shall we stop for lunch in Bayeux on the way?",
    ],
    conflicts: [],
    paraphrases: [
      ["19:45", "7:45pm"],
      ["an hour before", "60 minutes before"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "beach clean-up volunteer count",
    branch: [
      "We've got twelve volunteers signed up for Sunday's beach clean. Not bad for a first go!",
      "The council will drop off 40 bin bags on Saturday.",
    ],
    parent: [
      "Sign-up sheet closed with 12 volunteers, which is plenty for the north end.",
      "Council's bringing forty bin bags and some gloves.",
    ],
    conflicts: [],
    paraphrases: [
      ["twelve volunteers", "12 volunteers"],
      ["40 bin bags", "forty bin bags"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "pottery taster session length",
    branch: ["The wheel-throwing taster is 90 minutes, so if it starts at 6 we'll be out by half seven."],
    parent: ["Just checked the studio's page. The session runs for an hour and a half, clay and aprons provided."],
    conflicts: [],
    paraphrases: [["90 minutes", "an hour and a half"]],
    shapes: ["paraphrase"],
  },
  {
    name: "allotment fee water share",
    branch: [
      "At the AGM we agreed a quarter of the plot fees goes towards the water bill.",
      "Fees are £45 a year for a half plot.",
    ],
    parent: [
      "Treasurer's report: 25% of fee income is ring-fenced for water.",
      "A half plot costs £45 per year, unchanged.",
    ],
    conflicts: [],
    paraphrases: [
      ["a quarter", "25%"],
      ["£45 a year", "£45 per year"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "open water swim distance units",
    branch: [
      "The lake swim is 2 km — two laps of the buoy course.",
      "Water was 17 degrees this morning, so wetsuits on.",
    ],
    parent: ["Course for Sunday: 2,000 metres, two laps.", "Lake temperature 17°C at 7am according to the club."],
    conflicts: [],
    paraphrases: [
      ["2 km", "2,000 metres"],
      ["17 degrees", "17°C"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "app release version spelling",
    branch: [
      "Release notes drafted for build 5.2.0, the one with offline mode.",
      "Store submission goes in on Thursday.",
    ],
    parent: ["QA signed off on v5.2.0 this afternoon, offline mode included.", "We submit to the store Thursday."],
    conflicts: [],
    paraphrases: [["5.2.0", "v5.2.0"]],
    shapes: ["paraphrase", "identifier"],
  },
  {
    name: "sourdough batch flour weight",
    branch: ["For tomorrow's bake: 1.5 kg of flour per batch, 75% hydration.", "I'll feed the starter tonight."],
    parent: ["Scaled the recipe up. Each batch takes 1500 g flour, with water at three quarters of the flour weight."],
    conflicts: [],
    paraphrases: [
      ["1.5 kg", "1500 g"],
      ["75% hydration", "three quarters of the flour weight"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "museum gallery tour time",
    branch: [
      "The curator's tour of the Egyptian gallery starts at noon and takes about 45 minutes.",
      "Could we grab lunch afterwards?",
    ],
    parent: ["Group booking confirmed — Egyptian gallery tour 12:00, roughly three quarters of an hour."],
    conflicts: [],
    paraphrases: [
      ["noon", "12:00"],
      ["45 minutes", "three quarters of an hour"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "darkroom workshop prints and fee",
    branch: [
      "Each participant leaves the darkroom workshop with a dozen prints.",
      "Cost is $60 per person, materials included.",
    ],
    parent: ["Darkroom day details: 12 prints to take home per person, USD 60 each including paper and chemicals."],
    conflicts: [],
    paraphrases: [
      ["a dozen prints", "12 prints"],
      ["$60", "USD 60"],
    ],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------------------------------------------------------
  // No conflict: different facts sharing words
  // ---------------------------------------------------------------------------------------------
  {
    name: "honey stall jar price vs invoice total",
    branch: ["Honey jars for Saturday's market are going out at £6 a jar.", "I'll bring the gazebo."],
    parent: ["Jim's invoice for the honey jars came to £96 for the 24 jars. Paid it this morning."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "sponsored walk two walkers' totals",
    branch: ["Sponsorship so far: Tom has raised £340 on his page.", "Tom's doing the full 20 miles."],
    parent: [
      "Aisha's sponsorship page is at £510 this morning, she's thrilled.",
      "Tom and Aisha are both doing the full 20 miles, aren't they?",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "warehouse pallet capacity two sites",
    branch: ["Capacity check: the Leeds warehouse holds 400 pallets and it's about two-thirds full at the moment."],
    parent: ["The Bradford warehouse holds 250 pallets. We could shift the overflow there if needed."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "yoga studio quarterly revenue",
    branch: ["Bookkeeping's done for Q1: revenue was £42k, mostly ten-class passes."],
    parent: ["Q2 revenue came in at £51k. The summer intro offer really helped."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "office monitors two sizes",
    branch: ["Monitors for the new desks: the 27-inch Dell is £289 at the moment."],
    parent: ["The 24-inch Dell monitor is £179 on the same site — might be enough for the reception desk?"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "weather widget api quota vs usage",
    branch: ["For the weather widget, our API plan allows 10,000 requests a day."],
    parent: ["Checked the dashboard: we made 6,200 requests yesterday, mostly from the homepage widget."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
