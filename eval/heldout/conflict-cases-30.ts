import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 30 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: plumber fixing a sink leak, boiler service, sofa delivery, estate agent viewings,
 *     smart thermostat install, lounge carpet fitting, shed locksmith, storage unit between moves;
 *   close, few shared words: garden waste bin collection (negation), conveyancing deposit account
 *     (identifier), council tax band, EV charger install;
 *   multi: kitchen refit, removals firm, allotment plot, residents' association AGM, loft insulation,
 *     bathroom tiler;
 *   correction: chimney sweep, window cleaner, fence panels, skip hire;
 *   paraphrase: gutter cleaning, hall decorator, washing machine delivery, solar panels, offer on a
 *     flat, pest control, home insurance renewal, garden shed, street party permit, bulky waste
 *     pickup, rewiring, driveway paving;
 *   shared-words: letting agent deposit vs rent, two tree surgeon jobs, community garden limit vs
 *     members, house clearance per item vs total, neighbourhood watch March vs April, blinds for two
 *     rooms.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_30: HeldOutConflictCase[] = [
  // ---- close ----
  {
    name: "h30 plumber sink leak quote",
    branch: [
      "Did the plumber ever send his quote for the leak under the sink?",
      "He did, finally. He wants £185 all in for replacing the trap and the compression joint, parts included.",
      "Bit steep but fine, the cupboard's soaked.",
    ],
    parent: [
      "Morning! Any news on the kitchen drip?",
      "Dave's price for sorting the waste pipe came to £165, which seems fair to me.",
      "Agreed, let's get him in before it rots the base of the unit.",
    ],
    conflicts: [["£185 all in", "came to £165"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h30 boiler annual service date",
    branch: [
      "The HeatSafe engineer rang back this afternoon.",
      "Annual check on the Worcester is booked for 14 March, morning slot, so someone needs to be in from 8.",
    ],
    parent: [
      "Gas man confirmed he'll be round on 21 March to look over the heating.",
      "Can someone clear the cupboard under the stairs before then? He couldn't get to the flue last year.",
    ],
    conflicts: [["14 March", "21 March"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h30 sofa delivery time",
    branch: [
      "Sofa news: the shop texted, their van is due at 9:30 am tomorrow.",
      "Great, I'll work from home so someone's in.",
      "Take the cushions off the old one, they said they'll remove it too.",
    ],
    parent: [
      "Has anyone measured the hallway? I'm worried the three-seater won't make the turn by the stairs.",
      "It's 92cm at the narrowest, should be ok.",
      "Looked at the confirmation email again — the couch is coming at 11:30 am, two-man team.",
    ],
    conflicts: [["9:30 am", "11:30 am"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h30 estate agent viewing count",
    branch: [
      "How's the sale going?",
      "The agent says there have been seven viewings so far on Elm Road, but nobody's made an offer yet.",
    ],
    parent: [
      "Harper & Co told me the house has been shown nine times since it went live.",
      "Any feedback from them?",
      "Mostly that the garden's small.",
    ],
    conflicts: [["seven viewings", "shown nine times"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h30 thermostat hub firmware",
    branch: [
      "The installer said the hub has to be on firmware 4.2.1 before he can pair the new thermostat.",
      "Can you update it tonight? The app's under my login.",
    ],
    parent: [
      "Smart thermostat fitting is Thursday.",
      "Per the installer's note, pairing needs the bridge running version 4.2.3 or it won't see the stat.",
      "I'll do the update after dinner.",
    ],
    conflicts: [["firmware 4.2.1", "version 4.2.3"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h30 lounge carpet area",
    branch: [
      "Carpet fitter came to measure the lounge: we need 24 square metres of the oatmeal twist.",
      "He can fit it the week after next.",
    ],
    parent: [
      "What did the flooring man say about the living room?",
      "He measured it at 28 m², and he'll bring the gripper rods and underlay with him.",
    ],
    conflicts: [["24 square metres", "28 m²"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h30 shed locksmith name",
    branch: [
      "Locked out of the shed again, so I booked KeyFix for tomorrow.",
      "Their guy is Gareth, he'll ring when he's ten minutes away.",
    ],
    parent: [
      "Did you sort the shed padlock in the end?",
      "Yes, KeyFix are sending a chap called Gavin to cut it off and fit a closed-shackle one.",
      "Perfect, the old one was rusted solid anyway.",
    ],
    conflicts: [["guy is Gareth", "called Gavin"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h30 storage unit branch",
    branch: [
      "We've reserved a 50 sq ft unit at the Safestore in Croydon for the overlap month.",
      "Do we need our own padlock?",
      "Yes, they sell them at the desk for a tenner.",
    ],
    parent: [
      "For the gap between houses, our boxes are going into the Safestore branch in Sutton.",
      "Fine, as long as it's ground-floor access with the trolleys.",
    ],
    conflicts: [["Safestore in Croydon", "Safestore branch in Sutton"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---- close, few shared words ----
  {
    name: "h30 garden waste bin collection",
    branch: [
      "Bin day reminder: the green bin will be emptied this Friday as normal, so put it out Thursday night.",
      "Also the blue one's overflowing with cardboard again.",
    ],
    parent: [
      "Saw the council's post on the estate group — garden waste won't be collected this week, the crews are helping with the flood clean-up.",
      "Typical, the clippings are already starting to smell.",
    ],
    conflicts: [["green bin will be emptied", "garden waste won't be collected"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h30 conveyancing deposit account",
    branch: [
      "The solicitor's client account number for the deposit is 31926458.",
      "I'll send the 10% from the joint account on Monday morning.",
    ],
    parent: [
      "Money for exchange goes to Harcourt Law, sort code 40-12-76, acc no. 31926485.",
      "Ring them to confirm before paying — there are loads of conveyancing scams about.",
    ],
    conflicts: [["31926458", "acc no. 31926485"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h30 council tax band",
    branch: ["Sorted the council tax for the new place — it's band C.", "Direct debit starts next month."],
    parent: ["Looked the flat up on the VOA website: listed in Band D.", "Worth checking whether we can appeal it?"],
    conflicts: [["band C", "Band D"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h30 ev charger rating",
    branch: [
      "Electrician confirmed the EV charger he's fitting on the side wall is a 7kW unit.",
      "He needs the car off the drive on the day.",
    ],
    parent: [
      "Ohme emailed — our wallbox order is the 22 kW model.",
      "Does that need the supply upgraded?",
      "I'll ask the network operator.",
    ],
    conflicts: [["7kW unit", "22 kW model"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---- multi ----
  {
    name: "h30 kitchen refit worktops",
    branch: [
      "Kitchen timeline from the fitters: they start on Monday 3 June, it's ten working days on site, and the 3 quartz worktops come in at £2,400 on top of the units.",
      "Do we need to move the fridge out ourselves?",
      "They said leave it, they'll shift it.",
    ],
    parent: [
      "Kitchen plan as agreed with Morgan's team: work begins Mon 3rd June, ten working days on site, and the three quartz worktops come to £2,650.",
      "Microwave in the dining room for a while then, it'll be fine.",
    ],
    conflicts: [["come in at £2,400", "come to £2,650"]],
    paraphrases: [
      ["Monday 3 June", "Mon 3rd June"],
      ["3 quartz worktops", "three quartz worktops"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h30 removals crew arrival",
    branch: [
      "Removals confirmed for Friday 12 July: a crew of four arriving at 7:30, total £1,150 including packing the kitchen.",
      "Do we tip them?",
      "A tenner each and bacon rolls, I reckon.",
    ],
    parent: [
      "Recap from the removals firm's email — Friday the 12th of July, 4 movers, 8:30am start, £1,150 with kitchen packing.",
      "I've told the buyers we'll be out by 2.",
    ],
    conflicts: [["arriving at 7:30", "8:30am start"]],
    paraphrases: [
      ["Friday 12 July", "Friday the 12th of July"],
      ["crew of four", "4 movers"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h30 allotment plot rent due",
    branch: [
      "Got the letter from the allotment society! Plot 14B, 125 square metres, £48 a year, payable by 1 April.",
      "Is that the one by the water trough?",
      "Yes, next to the old greenhouse.",
    ],
    parent: [
      "So we've officially been given plot 14B — it's 125 m², rent is £48 per year and it's due by the 1st of May.",
      "I'll get seed potatoes this weekend.",
    ],
    conflicts: [["payable by 1 April", "due by the 1st of May"]],
    paraphrases: [
      ["125 square metres", "125 m²"],
      ["£48 a year", "£48 per year"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h30 residents association agm venue",
    branch: [
      "Reminder for residents: the AGM is on Wednesday 9 October at 7pm in St Luke's church hall, and we need 20 members present for quorum.",
      "Tea and biscuits provided, bring your own mug if you can.",
    ],
    parent: [
      "Draft notice from the committee: the annual general meeting will be held Wed 9 Oct, 19:00, at the Scout hut on Mill Lane; quorum is twenty members.",
      "Should we put it through every door or just on the noticeboard?",
      "Every door — turnout was dire last year.",
    ],
    conflicts: [["St Luke's church hall", "the Scout hut on Mill Lane"]],
    paraphrases: [
      ["Wednesday 9 October", "Wed 9 Oct"],
      ["7pm", "19:00"],
      ["20 members", "twenty members"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h30 loft insulation price",
    branch: [
      "The insulation quote's in: topping up to 270mm of mineral wool across about 45 m² of loft, two operatives, one day, £640 after the grant.",
      "We'll need to clear the Christmas stuff out first.",
    ],
    parent: [
      "Warmfront's survey says: top up to 270mm, roughly 45 square metres of loft, done in a single day by two operatives, price after grant £590.",
      "Cheaper than I expected.",
      "Ask if they'll board a section for storage too.",
    ],
    conflicts: [["£640 after the grant", "after grant £590"]],
    paraphrases: [
      ["45 m²", "45 square metres"],
      ["one day", "a single day"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h30 bathroom tiler day rate",
    branch: [
      "Tiler's booked: he needs 14 boxes of the grey metro tiles, starts Tuesday at 8am, and charges £180 a day.",
      "Does that include grout?",
      "No, we're buying grout and trim ourselves.",
    ],
    parent: [
      "Confirmed with Paolo — fourteen boxes of grey metro, he starts on Tuesday at 8am, day rate £200.",
      "I'll pick the tiles up from the tile shop on Saturday.",
    ],
    conflicts: [["£180 a day", "day rate £200"]],
    paraphrases: [["14 boxes", "fourteen boxes"]],
    shapes: ["multi"],
  },

  // ---- correction ----
  {
    name: "h30 chimney sweep date corrected",
    branch: [
      "The sweep is coming on the 18th, I think.",
      "Sorry, I misread his text — it's the 22nd, not the 18th. He's doing next door the same morning.",
    ],
    parent: [
      "Chimney sweep booked for the 18th, before we light the first fire of the season.",
      "Get a bird guard fitted while he's up there?",
    ],
    conflicts: [["it's the 22nd", "booked for the 18th"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h30 window cleaner price corrected",
    branch: [
      "Window cleaner says £25 a visit, every four weeks, frames and sills included.",
      "Actually I got that wrong — it's £28 a visit, £25 was last year's price.",
    ],
    parent: [
      "New window cleaner is sorted: £25 per visit, every four weeks.",
      "Does he do the conservatory roof?",
      "Only for an extra charge.",
    ],
    conflicts: [["it's £28 a visit", "£25 per visit"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h30 fence panel count corrected",
    branch: [
      "Measured the back boundary: we'll need 8 fence panels plus posts.",
      "I'll pick up the gravel boards at the same time.",
    ],
    parent: [
      "Ordered 8 panels from the timber yard for the back fence.",
      "Correction: the chap at the yard re-measured from the plan and we actually need 9 panels, so I've added one to the order.",
    ],
    conflicts: [["need 8 fence panels", "actually need 9 panels"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h30 skip drop-off moved",
    branch: [
      "The skip firm confirmed Monday for the drop-off, 8-yard skip on the drive.",
      "Great, the bathroom strip-out can get going then.",
    ],
    parent: ["Skip arrives Monday, they said.", "Update: they've moved it to Wednesday, the lorry's off the road."],
    conflicts: [["confirmed Monday", "moved it to Wednesday"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---- paraphrase (no conflict) ----
  {
    name: "h30 gutter clearing price",
    branch: [
      "Gutter man quoted £120 for the whole house, front and back, including the downpipes.",
      "When can he come?",
      "Next Tuesday if it's dry.",
    ],
    parent: [
      "The gutters are getting cleared for a hundred and twenty quid, which is about what I paid at the last house.",
      "Good, the back one's been overflowing onto the patio.",
    ],
    conflicts: [],
    paraphrases: [["£120", "a hundred and twenty quid"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h30 hall decorator start",
    branch: [
      "The decorator's calendar invite says 2024-08-05 for the hallway and landing.",
      "Do we need to pick paint colours before then?",
    ],
    parent: [
      "Mark's starting the hall and landing on Monday 5 August, two coats on everything.",
      "I've ordered the paint already — Skimming Stone for the walls.",
    ],
    conflicts: [],
    paraphrases: [["2024-08-05", "Monday 5 August"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h30 washing machine delivery slot",
    branch: [
      "The new washing machine is out for delivery; the slot is 14:00-16:00.",
      "Will they take the old one away?",
      "Yes, I paid the £20 for removal.",
    ],
    parent: [
      "The shop says the washer arrives between 2pm and 4pm, and they'll plumb it in.",
      "Make sure the stopcock under the sink is reachable.",
    ],
    conflicts: [],
    paraphrases: [["14:00-16:00", "between 2pm and 4pm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h30 solar panel system size",
    branch: [
      "Solar quote's back: 10 panels, a 4.2 kWp system, install pencilled in for April.",
      "Are they doing a battery as well?",
      "Not in this quote.",
    ],
    parent: [
      "So that's ten panels on the south-facing roof, four point two kilowatts peak in total.",
      "And the scaffolding is included in the price, thankfully.",
    ],
    conflicts: [],
    paraphrases: [
      ["10 panels", "ten panels"],
      ["4.2 kWp", "four point two kilowatts peak"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h30 flat offer accepted",
    branch: [
      "They accepted! We offered £285k on the top-floor flat and the agent rang an hour ago.",
      "Celebratory curry tonight?",
    ],
    parent: [
      "Vendor's agreed our offer of £285,000 for the flat on Linden Street.",
      "Now the fun part: surveys and solicitors.",
    ],
    conflicts: [],
    paraphrases: [["£285k", "£285,000"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h30 pest control revisits",
    branch: [
      "Pest control contract is signed: they come back every 6 weeks and check the 3 bait boxes in the garage.",
      "Keep the cat out of there, obviously.",
    ],
    parent: [
      "The rodent people will revisit every six weeks; three bait stations are down in the garage for now.",
      "Haven't heard scratching since Tuesday, so fingers crossed.",
    ],
    conflicts: [],
    paraphrases: [
      ["every 6 weeks", "every six weeks"],
      ["3 bait boxes", "three bait stations"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h30 home insurance renewal",
    branch: [
      "Home insurance renewal came through: £414 per annum for buildings and contents, renews 1st November.",
      "Is that more than last year?",
    ],
    parent: [
      "Checked the policy docs — buildings and contents cover is £414 a year now, and the renewal date is Nov 1.",
      "I'll shop around before then anyway.",
    ],
    conflicts: [],
    paraphrases: [
      ["£414 per annum", "£414 a year"],
      ["1st November", "Nov 1"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h30 garden shed size",
    branch: [
      "The shed kit arrived — it's the 8ft x 6ft apex one, and the base needs to be level before we start.",
      "I'll hire a whacker plate for the hardcore.",
    ],
    parent: [
      "Going with the eight by six foot shed then, on a slab base at the bottom of the garden.",
      "Borrow Dad's spirit level.",
    ],
    conflicts: [],
    paraphrases: [["8ft x 6ft", "eight by six foot"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h30 street party road closure",
    branch: [
      "Council approved the street party! Road closure is Saturday 6 July, 10am to 6pm, both ends of Ash Grove.",
      "I'll ask the Patels about borrowing their gazebo.",
    ],
    parent: [
      "Permit's through for the street party — Sat 6th July, road shut 10:00 until 18:00.",
      "We need two people at each barrier in shifts.",
    ],
    conflicts: [],
    paraphrases: [
      ["Saturday 6 July", "Sat 6th July"],
      ["10am to 6pm", "10:00 until 18:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h30 bulky waste pickup",
    branch: [
      "Booked the council bulky waste pickup: 3 items (the old mattress, the wardrobe and the broken armchair) for £35.",
      "They want it all left by the front wall.",
    ],
    parent: [
      "Bulky collection's confirmed — three items, thirty-five pounds, next Wednesday.",
      "Don't put the armchair out until the night before, it'll rain.",
    ],
    conflicts: [],
    paraphrases: [
      ["3 items", "three items"],
      ["£35", "thirty-five pounds"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h30 full rewire quote",
    branch: [
      "Electrician's quote for the full rewire is £4.8k, and he reckons 2 weeks with the floorboards up.",
      "We'll have to camp in the back bedroom while he does the front.",
    ],
    parent: [
      "So the rewire is £4,800 and takes a fortnight — not bad for a three-bed.",
      "Ask whether making good the plaster is included.",
    ],
    conflicts: [],
    paraphrases: [
      ["£4.8k", "£4,800"],
      ["2 weeks", "a fortnight"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h30 driveway paving area",
    branch: [
      "Paving firm measured the front: 60 square metres of block paving, with a drainage channel by the garage.",
      "Do they need planning for that?",
      "Not if it's permeable.",
    ],
    parent: [
      "The driveway works out at 60 sq m, they're using permeable blocks in charcoal.",
      "Start date's the 16th.",
    ],
    conflicts: [],
    paraphrases: [["60 square metres", "60 sq m"]],
    shapes: ["paraphrase"],
  },

  // ---- shared-words (no conflict) ----
  {
    name: "h30 letting deposit vs rent",
    branch: [
      "Letting agent says the deposit for the Park Road flat is £1,400, held in the DPS scheme.",
      "Do we get it back at the end if there's no damage?",
      "Yes, minus any agreed deductions.",
    ],
    parent: [
      "And the monthly rent for the Park Road flat is £1,200, due on the 1st of each month.",
      "Standing order's set up.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h30 tree surgeon two jobs",
    branch: [
      "Tree surgeon quoted £350 to crown-reduce the oak at the back.",
      "That includes chipping and taking the waste away.",
    ],
    parent: [
      "Tree surgeon quoted £500 to fell the sycamore at the front.",
      "Do we need council permission for that one?",
      "Not unless it has a preservation order — I'll check.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h30 community garden rota size",
    branch: [
      "The community garden lease allows up to 30 members on the watering rota.",
      "Should we advertise on the library noticeboard?",
    ],
    parent: [
      "At the moment the community garden has 22 members on the watering rota.",
      "Plenty of room for a few more then.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h30 house clearance charges",
    branch: [
      "The clearance firm charges £15 per item for the furniture they take away from Gran's house.",
      "Do they do the garage too?",
    ],
    parent: [
      "The clearance firm's invoice for taking the furniture away from Gran's house came to £240 in total.",
      "Less than I feared.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h30 neighbourhood watch break-ins",
    branch: [
      "Neighbourhood watch update: there were 4 break-ins on the estate in March, mostly sheds.",
      "Might be worth getting a better lock on ours.",
    ],
    parent: ["The police liaison said the estate had 2 break-ins in April, both garages.", "That's down, at least."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h30 blinds for two rooms",
    branch: [
      "The blinds for the bedroom window need to be 120 cm wide, inside the recess.",
      "Blackout fabric, obviously.",
    ],
    parent: [
      "The blinds for the kitchen window need to be 90 cm wide, inside the recess.",
      "Something wipeable, it's right by the hob.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
