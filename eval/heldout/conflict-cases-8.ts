import type { HeldOutConflictCase } from "@/eval/heldout/conflict-cases";

/**
 * Claims training set B: hand-written merge-conflict pairs used as training data for the conflict
 * check's learned decisions. Written without reading the claims code (lib/) or any of the eval or
 * held-out case files, so the phrasing is not tuned to the extractor.
 *
 * Domains (home, family and leisure): holidays and flights, weddings, house renovation, moving house,
 * a school trip, a child's party, medical appointments, a gym membership, a book club, a garden
 * allotment, a road trip, a family reunion, a dog's vet visits, a rental flat, a car purchase, a choir
 * concert, a camping weekend, a charity bake sale, a language course, a neighbourhood street party.
 * No two cases share a topic.
 *
 * 70 cases: 36 with planted conflicts (one conflict pair each), 34 without any.
 * - 10 restatements of one fact in very different words or with a synonym for the attribute (close)
 * - 8 multi-fact sentences with one value differing (multi)
 * - 6 corrections later in the text, on either side (correction)
 * - 6 identifiers, names, places as values (identifier, 4 of them also close)
 * - 6 negations or reversed decisions (negation)
 * - 14 the same value written two ways (paraphrase)
 * - 14 different facts that share words (shared-words)
 * - 6 agreements restated in other words (3 paraphrase, 3 shared-words)
 * Cases per shape label (a case can carry two): close 14, multi 8, correction 6, identifier 6,
 * negation 6, paraphrase 17, shared-words 17.
 */
export const HELDOUT_CONFLICT_CASES_8: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------------------------------------
  // Restatements of one fact in very different words (planted conflict)
  // ---------------------------------------------------------------------------------------------
  {
    name: "b-wedding-caterer-food-cost",
    branch: [
      "Had the tasting at Oak & Ember yesterday and honestly the lamb was unreal.",
      "The caterer wants 2,300 for the reception, which is more than I'd hoped, but that does include the cake and the evening bacon rolls.",
      "Do we still want prosecco on arrival or is that a bit much on top?",
    ],
    parent: [
      "Just got off the phone with Marion from Oak & Ember.",
      "Food for the wedding will cost us £2,650 all in, cake included - she's emailing the breakdown tonight.",
      "Prosecco on arrival is a yes from me btw",
    ],
    conflicts: [["2,300", "£2,650"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "b-holiday-gatwick-departure-synonym",
    branch: [
      "Packing list is on the fridge, please add your chargers to it.",
      "Flight leaves Gatwick at 06:40 on Saturday, so I'm afraid we'll need to be out of the house by four.",
    ],
    parent: [
      "I've checked us all in online, boarding passes are in the family WhatsApp.",
      "Heads up: departure is 07:15 according to the airline app, and the gate shuts thirty minutes before that.",
      "Is anyone actually going to eat breakfast at that hour?",
    ],
    conflicts: [["06:40", "07:15"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "b-rental-leith-monthly-rent-synonym",
    branch: [
      "Signed the lease on the Leith flat this afternoon!!",
      "Rent is £925 a month, bills not included, first payment on the 1st.",
    ],
    parent: [
      "Congrats on the flat, send pics of the kitchen when you can.",
      "For the budget spreadsheet I've put down that what we pay the landlord each month comes to £975 - that's the figure on page 2 of the tenancy agreement you scanned.",
    ],
    conflicts: [["£925", "£975"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "b-car-golf-agreed-price",
    branch: [
      "Test drove the Golf again this morning, it's lovely and the buggy fits in the boot without folding the seats.",
      "The dealer knocked it down to 14,200, part-ex not included, and threw in a year's warranty.",
    ],
    parent: [
      "Dad rang the garage himself (of course he did).",
      "He says the Golf is ours for £13,750 if we sign this week, warranty and all.",
      "Part-ex on the Polo is apparently a separate conversation.",
    ],
    conflicts: [["14,200", "£13,750"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "b-gym-purefit-family-membership-fee",
    branch: [
      "Went in and asked at the desk: the PureFit family membership is £58 a month, no joining fee, and the kids can use the pool at weekends.",
    ],
    parent: [
      "Direct debit for the gym is set up.",
      "For the four of us at PureFit it's sixty-two pounds each month, which still beats the leisure centre by miles.",
    ],
    conflicts: [["£58", "sixty-two pounds"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "b-dog-biscuit-weight-checkup",
    branch: [
      "Took Biscuit in for her annual check this morning.",
      "The scales at the surgery said 21.4 kg, so we're to ease off the biscuits (ironic, I know).",
    ],
    parent: [
      "How did Biscuit get on at the vet?",
      "Oh never mind, just read the practice's email: her weight at the check-up was 19.8 kg and there's a diet sheet attached.",
    ],
    conflicts: [["21.4 kg", "19.8 kg"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "b-school-trip-kingswood-cost",
    branch: ["The Year 6 residential to Kingswood is £285 per child, payable in three instalments through ParentPay."],
    parent: [
      "Found the letter scrunched up at the bottom of Ella's bag.",
      "It says each pupil's place on the Kingswood trip costs £265, and the school can help if anyone's struggling with it.",
    ],
    conflicts: [["£285", "£265"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "b-moving-van-arrival-time",
    branch: [
      "Pickfords are turning up at 8 on Friday to load, so can you keep the kettle and mugs in a separate box?",
      "The loft is still full of junk, I'll tackle it Wednesday.",
    ],
    parent: [
      "Confirmation email from the removal firm just landed: van arrives nine o'clock Friday at the old house.",
      "I'll drop the kids at Mum's for the day.",
    ],
    conflicts: [["at 8", "nine o'clock"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "b-choir-concert-start-time",
    branch: [
      "Tell your mum the concert kicks off at 7.30 in St Mary's - she'll want to get there early for a seat near the front.",
    ],
    parent: [
      "The printed programmes have arrived and they look great.",
      "According to the running order the first piece is at 7pm, with doors open half an hour before.",
    ],
    conflicts: [["7.30", "7pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "b-road-trip-lyon-biarritz-distance",
    branch: ["Google reckons the drive from Lyon to Biarritz is about 640 km, mostly motorway, so budget for tolls."],
    parent: [
      "Looked at the route properly last night.",
      "It's roughly 720 kilometres between Lyon and Biarritz, so I've booked us a night in Toulouse on the way.",
    ],
    conflicts: [["640 km", "720 kilometres"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------------------------------------
  // Several facts in one sentence, one of them differs (planted conflict)
  // ---------------------------------------------------------------------------------------------
  {
    name: "b-holiday-miramar-booking-multi",
    branch: [
      "Booked the Hotel Miramar: 4 nights, breakfast included, checking in on the 14th of August.",
      "I bet the pool looks tiny in real life.",
    ],
    parent: [
      "Right, so Miramar is sorted - four nights with breakfast, check-in 15 August, and they've given us a sea-view room on the third floor.",
      "Can you forward me the confirmation?",
    ],
    conflicts: [["14th of August", "15 August"]],
    paraphrases: [["4 nights", "four nights"]],
    shapes: ["multi"],
  },
  {
    name: "b-child-party-trampoline-multi",
    branch: [
      "Leo's party plan, for the record: Saturday 2-4pm at Jump Nation, 12 kids, pizza after in the party room.",
      "Invites went out on the class app this morning.",
    ],
    parent: [
      "Spoke to the manager at Jump Nation.",
      "We've got twelve children booked, 2 till 4, and the food package is hot dogs - they stopped doing the other option in the spring.",
      "I'll sort the goody bags.",
    ],
    conflicts: [["pizza after", "hot dogs"]],
    paraphrases: [
      ["12 kids", "twelve children"],
      ["2-4pm", "2 till 4"],
    ],
    shapes: ["multi"],
  },
  {
    name: "b-family-reunion-barn-headcount-multi",
    branch: [
      "Reunion's set, everyone: 23 people, the barn at Hollins Farm, Sunday the 6th of July, bring a dish to share.",
    ],
    parent: [
      "Lovely, I've passed it on to the Dorset lot.",
      "So it's Hollins Farm barn on Sunday 6 July for 27 of us, everyone brings a dish - shall I do my trifle?",
    ],
    conflicts: [["23 people", "27 of us"]],
    paraphrases: [["6th of July", "6 July"]],
    shapes: ["multi"],
  },
  {
    name: "b-renovation-kitchen-fitter-multi",
    branch: [
      "Kitchen update: the fitter quoted £8,400 for units and worktop, starting 3 March, and it's about two weeks of work.",
      "We'll be living on takeaways, sorry in advance.",
    ],
    parent: [
      "Forwarding the fitter's quote for the house file - 8.4k for units plus worktop, start date 10 March, roughly a fortnight on site.",
      "Tiling the splashback is a separate job, I'll get prices.",
    ],
    conflicts: [["3 March", "10 March"]],
    paraphrases: [
      ["£8,400", "8.4k"],
      ["two weeks", "a fortnight"],
    ],
    shapes: ["multi"],
  },
  {
    name: "b-camping-red-shore-pitch-multi",
    branch: ["Pitch booked at Red Shore campsite for 2 nights, electric hook-up, £28 per night."],
    parent: [
      "Got the Red Shore confirmation through: two nights on a hook-up pitch at thirty-two quid a night.",
      "Who's got the windbreak, is it still in your shed?",
    ],
    conflicts: [["£28 per night", "thirty-two quid a night"]],
    paraphrases: [["2 nights", "two nights"]],
    shapes: ["multi"],
  },
  {
    name: "b-language-spanish-evening-class-multi",
    branch: [
      "Enrolled! Spanish evening class is Tuesdays 6:30 to 8, ten weeks, at the community college, £145 for the lot.",
    ],
    parent: [
      "I've put your Spanish course in the calendar: Thursdays, 18:30-20:00, for 10 weeks, costs £145.",
      "Want a lift there on the first night?",
    ],
    conflicts: [["Tuesdays", "Thursdays"]],
    paraphrases: [
      ["6:30 to 8", "18:30-20:00"],
      ["ten weeks", "10 weeks"],
    ],
    shapes: ["multi"],
  },
  {
    name: "b-medical-cardiology-outpatients-multi",
    branch: [
      "Mum's cardiology appointment is Wednesday at 10:20 with Dr Okafor at the Royal Infirmary, outpatients block B.",
      "Don't forget her medication list, they always ask.",
    ],
    parent: [
      "Her letter came today: Royal Infirmary, Dr Okafor, Wednesday twenty past ten, outpatients block D.",
      "Parking there is a nightmare so leave early.",
    ],
    conflicts: [["block B", "block D"]],
    paraphrases: [["10:20", "twenty past ten"]],
    shapes: ["multi"],
  },
  {
    name: "b-bake-sale-tables-and-prices-multi",
    branch: ["For the bake sale we'll have 3 tables, start at 10, and cupcakes go for 50p each."],
    parent: [
      "Plan from the committee meeting: three tables, opens at ten, cupcakes at 60p and traybake slices £1.",
      "Can somebody bring a cash float?",
    ],
    conflicts: [["50p each", "60p"]],
    paraphrases: [
      ["3 tables", "three tables"],
      ["start at 10", "opens at ten"],
    ],
    shapes: ["multi"],
  },

  // ---------------------------------------------------------------------------------------------
  // Corrections later in the text (planted conflict)
  // ---------------------------------------------------------------------------------------------
  {
    name: "b-street-party-road-closure-correction",
    branch: [
      "The council approved closing Elm Grove from 11am to 6pm for the street party, we just need to collect the signs from the depot.",
    ],
    parent: [
      "Council letter arrived, closure for Elm Grove is 11 till 6.",
      "Update: they rang this morning - the closure now ends at 8pm because of the band. Sorry for the confusion!",
    ],
    conflicts: [["6pm", "8pm"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "b-allotment-plot-rent-correction",
    branch: [
      "Allotment rent for this year is £42, due by the end of March.",
      "Actually, make that £48 - the committee voted in a water charge at the AGM.",
    ],
    parent: [
      "Paid the allotment rent, £42 same as ever, and the treasurer gave me a receipt.",
      "Also the shed roof needs new felt before winter.",
    ],
    conflicts: [["£48", "£42"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "b-book-club-meeting-date-correction",
    branch: [
      "Next book club is at Priya's on Thursday 12th, we're doing The Covenant of Water.",
      "I'm only halfway through so no spoilers please",
    ],
    parent: [
      "Book club on Thursday 12th at Priya's, noted.",
      "Scratch that - Priya's got builders in that week, so we're pushing it to Thursday 19th, still at hers.",
    ],
    conflicts: [["Thursday 12th", "Thursday 19th"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "b-wedding-breakfast-numbers-correction",
    branch: [
      "We've got 96 confirmed for the wedding breakfast.",
      "Correction: 92 - the Hendersons and two of the cousins can't make it after all.",
    ],
    parent: [
      "Told the venue 96 for the wedding breakfast, they need final numbers by Friday.",
      "Table plan attempt number five is attached, brace yourself.",
    ],
    conflicts: [["92", "96"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "b-moving-completion-date-correction",
    branch: ["Solicitor says completion is Friday 28 June, so I've booked the van for that morning."],
    parent: [
      "Completion 28 June, keys from the estate agent after lunch.",
      "update: the buyers' mortgage offer is running late, completion has slipped to 5 July. We might have to move the van booking.",
    ],
    conflicts: [["Friday 28 June", "5 July"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "b-choir-extra-rehearsal-correction",
    branch: [
      "Extra choir rehearsal is on Saturday at 2 in the church hall.",
      "Oh wait, Helen just messaged - it's 3, not 2, the Brownies have the hall until then.",
    ],
    parent: ["Saturday rehearsal at 2, see you there. I'll bring the altos' folders."],
    conflicts: [["it's 3", "at 2"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---------------------------------------------------------------------------------------------
  // Identifiers, names and places as values (planted conflict)
  // ---------------------------------------------------------------------------------------------
  {
    name: "b-holiday-malaga-flight-number",
    branch: ["We're on BA2490 to Malaga on the 3rd, seats 23A to 23C.", "Remind me to order euros."],
    parent: [
      "Our flight is BA2409, I've put it in the shared calendar for the 3rd.",
      "Euros are already ordered, collect from the post office Tuesday.",
    ],
    conflicts: [["BA2490", "BA2409"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "b-dog-booster-jab-vet-name",
    branch: ["Pepper's booster jab is with Dr Marsh at Parkside Vets on Monday at 5."],
    parent: ["I booked Pepper's booster with Dr Walsh at Parkside, Monday at 5, so I'll take her straight from work."],
    conflicts: [["Dr Marsh", "Dr Walsh"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "b-wedding-reception-venue-name",
    branch: ["Ceremony's at St Columba's at 1, then the reception at Ardmore House from 4."],
    parent: [
      "Taxi's booked from the church.",
      "So the reception is at Ardgowan House afterwards, yeah? That's the postcode I've given the driver.",
    ],
    conflicts: [["Ardmore House", "Ardgowan House"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "b-school-trip-coach-meeting-gate",
    branch: ["Kids need to be at the Station Road gate by 7:45 for the coach, with a packed lunch and waterproofs."],
    parent: [
      "Reminder from the school office: the coach leaves from the Church Lane gate, 7:45 sharp, no late arrivals.",
    ],
    conflicts: [["Station Road gate", "Church Lane gate"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "b-rental-marchmont-viewing-flat-number",
    branch: ["Viewing on Saturday is for flat 3B at 41 Marchmont Road, 11am."],
    parent: ["Agent confirmed: 41 Marchmont Road, flat 3D, 11am on Saturday. Bring ID apparently."],
    conflicts: [["flat 3B", "flat 3D"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "b-family-reunion-welcome-speech-person",
    branch: ["Auntie Carol is doing the welcome speech at the reunion, she's asked for five minutes max."],
    parent: ["Uncle Graham's giving the welcome speech - he's been practising on the dog all week."],
    conflicts: [["Auntie Carol", "Uncle Graham"]],
    paraphrases: [],
    shapes: ["identifier"],
  },

  // ---------------------------------------------------------------------------------------------
  // Negations and reversed decisions (planted conflict)
  // ---------------------------------------------------------------------------------------------
  {
    name: "b-road-trip-cornwall-drive-or-not",
    branch: [
      "Decided we'll drive down to Cornwall ourselves, there's loads of room for the surfboards on the roof rack.",
    ],
    parent: [
      "Had a proper think about the Cornwall trip.",
      "We're not driving after all - the train's booked and the boards can go by courier for thirty quid.",
    ],
    conflicts: [["we'll drive down", "not driving"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "b-gym-anytime-cancellation",
    branch: ["I've cancelled our joint membership at Anytime Fitness, last payment goes out in May."],
    parent: [
      "About the gym: we're keeping the Anytime Fitness membership for now. I never sent the cancellation form, it's still in my bag.",
    ],
    conflicts: [["I've cancelled", "we're keeping"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "b-camping-ashburn-dogs-allowed",
    branch: ["Good news, Ashburn Woods campsite allows dogs on a lead, so Rolo can come with us."],
    parent: [
      "Checked the small print for Ashburn Woods: no dogs allowed, even on a lead.",
      "Your mum's offered to have Rolo for the weekend.",
    ],
    conflicts: [["allows dogs", "no dogs allowed"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "b-street-party-bouncy-castle",
    branch: ["The bouncy castle is going ahead for the street party, Dev's sorted the insurance."],
    parent: [
      "We've cancelled the bouncy castle, the hire firm wanted silly money.",
      "Face painting is still on though.",
    ],
    conflicts: [["going ahead", "cancelled the bouncy castle"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "b-medical-blood-test-fasting",
    branch: [
      "The practice nurse said Dad doesn't need to fast before the blood test, so he can have breakfast as usual.",
    ],
    parent: [
      "Appointment card for Dad's blood test on Tuesday says he has to fast for twelve hours beforehand, water only.",
    ],
    conflicts: [["doesn't need to fast", "has to fast"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "b-rental-landlord-pets",
    branch: ["The landlord said yes to the cat, so Miso's coming with us to the new flat!"],
    parent: [
      "I read the tenancy properly last night.",
      "It's no pets, and the landlord was quite firm about it on the phone too.",
    ],
    conflicts: [["said yes to the cat", "no pets"]],
    paraphrases: [],
    shapes: ["negation"],
  },

  // ---------------------------------------------------------------------------------------------
  // The same value written two ways (no conflict)
  // ---------------------------------------------------------------------------------------------
  {
    name: "b-renovation-bathroom-budget-paraphrase",
    branch: [
      "Went round three showrooms today and my feet hurt.",
      "Bathroom budget is EUR 12,000 max, including tiles and the new shower - the guy at Bagno Bello tried very hard to upsell me a heated mirror.",
    ],
    parent: [
      "Ha, I bet he did.",
      "We agreed 12k euros for the bathroom, tiles in, so let's not get talked into the rainfall head either.",
      "Did any of them have the grey hexagon tiles in stock?",
    ],
    conflicts: [],
    paraphrases: [["EUR 12,000", "12k euros"]],
    shapes: ["paraphrase"],
  },
  {
    name: "b-wedding-date-paraphrase",
    branch: ["Save-the-dates went to the printer today, they say 12/09/2026 in gold foil and they look SO good."],
    parent: [
      "I've finally told work the wedding is Saturday the twelfth of September, so I'm out of the Lisbon conference.",
      "My manager took it well, considering.",
    ],
    conflicts: [],
    paraphrases: [["12/09/2026", "twelfth of September"]],
    shapes: ["paraphrase"],
  },
  {
    name: "b-holiday-bristol-landing-paraphrase",
    branch: [
      "Return flight lands at 18:45 at Bristol, can someone grab us?",
      "We'll have the big suitcase and the car seat.",
    ],
    parent: [
      "Yes, I'll be there. Landing at quarter to seven in the evening, right?",
      "I'll wait in short stay and you can ring me once you're through baggage.",
    ],
    conflicts: [],
    paraphrases: [["18:45", "quarter to seven in the evening"]],
    shapes: ["paraphrase"],
  },
  {
    name: "b-child-party-rsvp-count-paraphrase",
    branch: [
      "Fourteen kids have said yes to Maya's party, two still haven't replied (the twins, I think their mum's away).",
    ],
    parent: [
      "Great - so we're at 14 confirmed for Maya's birthday.",
      "I'll make sixteen party bags just in case the twins turn up, better spare than tears.",
    ],
    conflicts: [],
    paraphrases: [["Fourteen kids", "14 confirmed"]],
    shapes: ["paraphrase"],
  },
  {
    name: "b-road-trip-edinburgh-duration-paraphrase",
    branch: [
      "Mapped it out: the drive to Edinburgh is about 6 and a half hours with one stop at Tebay for the farm shop.",
    ],
    parent: [
      "Sat nav agrees, six hours thirty up to Edinburgh if we only stop once.",
      "So leave by eight? I'll make sandwiches.",
    ],
    conflicts: [],
    paraphrases: [["6 and a half hours", "six hours thirty"]],
    shapes: ["paraphrase"],
  },
  {
    name: "b-allotment-potato-share-paraphrase",
    branch: [
      "We've given half the plot over to potatoes this year; the rest is beans and squash, plus the rhubarb nobody's allowed to touch.",
    ],
    parent: [
      "Fifty per cent of the allotment is spuds now?? That's a lot of mash.",
      "Can you pick up seed potatoes from the trading hut on Sunday, it shuts at 12.",
    ],
    conflicts: [],
    paraphrases: [["half the plot", "Fifty per cent"]],
    shapes: ["paraphrase"],
  },
  {
    name: "b-school-trip-museum-date-paraphrase",
    branch: [
      "Letter from school: the Science Museum trip is on 2026-05-19, consent form due back Friday.",
      "They want a packed lunch in a disposable bag, no glass bottles.",
    ],
    parent: ["Science Museum trip is Tuesday 19th May - I've signed the form and put it in her book bag."],
    conflicts: [],
    paraphrases: [["2026-05-19", "Tuesday 19th May"]],
    shapes: ["paraphrase"],
  },
  {
    name: "b-medical-physio-time-paraphrase",
    branch: [
      "Physio for your knee is at ten to four on Thursday, at the Westgate clinic.",
      "Wear shorts, she'll want to see it move.",
    ],
    parent: ["Thursday 15:50 physio at Westgate - I'll drive you and wait in the cafe with a book."],
    conflicts: [],
    paraphrases: [["ten to four", "15:50"]],
    shapes: ["paraphrase"],
  },
  {
    name: "b-street-party-start-time-paraphrase",
    branch: [
      "For anyone new on the road: the street party kicks off at noon, and we'll be putting the tables out from about eleven if you fancy helping.",
    ],
    parent: [
      "Kids' races are the first thing on when we start at 12:00, so have the cones and the egg-and-spoon stuff ready.",
      "Who's got a megaphone?",
    ],
    conflicts: [],
    paraphrases: [["noon", "12:00"]],
    shapes: ["paraphrase"],
  },
  {
    name: "b-moving-school-distance-paraphrase",
    branch: ["One thing I like: the new house is 3 miles from the school, so bikes are an option in summer."],
    parent: [
      "Measured it on the map last night: 4.8 km from the new house to school, mostly along the canal path.",
      "Although I'm not sure Ollie's ready for that on his own.",
    ],
    conflicts: [],
    paraphrases: [["3 miles", "4.8 km"]],
    shapes: ["paraphrase"],
  },
  {
    name: "b-car-fabia-mileage-paraphrase",
    branch: ["The Fabia's done 42,000 miles and has a full service history, one previous owner."],
    parent: [
      "Only 42k on the clock for the Fabia, which is decent for a 2019.",
      "Did you check the tyres? Mike says that's where they get you.",
    ],
    conflicts: [],
    paraphrases: [["42,000 miles", "42k"]],
    shapes: ["paraphrase"],
  },
  {
    name: "b-language-italian-intensive-length-paraphrase",
    branch: [
      "Booked it! The intensive Italian course in Bologna is three weeks long, with lessons every weekday morning and afternoons free.",
    ],
    parent: ["21 days in Bologna for the Italian course, I'm so jealous.", "Bring me back some proper mortadella."],
    conflicts: [],
    paraphrases: [["three weeks", "21 days"]],
    shapes: ["paraphrase"],
  },
  {
    name: "b-book-club-leaving-present-paraphrase",
    branch: [
      "Joan's last meeting before she moves to Norfolk is next month :(",
      "We're each chipping in a tenner for her leaving present from the book club - thinking a nice edition of Middlemarch?",
    ],
    parent: ["£10 each for Joan's present, lovely idea, I'll collect at the next meeting."],
    conflicts: [],
    paraphrases: [["a tenner", "£10 each"]],
    shapes: ["paraphrase"],
  },
  {
    name: "b-dog-tablet-dose-paraphrase",
    branch: [
      "Bramble's ear is infected again, poor thing.",
      "She gets a quarter of a tablet twice a day for the next week, hidden in cheese or she spits it out.",
    ],
    parent: [
      "Vet's instructions for Bramble, copied from the label: 0.25 of a tablet, morning and evening, seven days.",
    ],
    conflicts: [],
    paraphrases: [
      ["a quarter of a tablet", "0.25 of a tablet"],
      ["twice a day", "morning and evening"],
      ["the next week", "seven days"],
    ],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------------------------------------------------------
  // Different facts that share words (no conflict)
  // ---------------------------------------------------------------------------------------------
  {
    name: "b-gym-climbing-taster-per-person-vs-group",
    branch: ["The climbing wall taster at the gym is £12 per person, harness and shoes included."],
    parent: [
      "Booked the climbing taster for Sunday morning.",
      "For the five of us it came to £60 altogether, which I've put on the joint card.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "b-school-trip-two-children-spending-money",
    branch: ["Ella's Year 6 trip letter says £15 spending money, max, and no phones."],
    parent: [
      "And Sam's Year 3 farm outing is the same week - he's allowed £5 spending money.",
      "He wants to spend it all in the gift shop on a plastic tractor.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "b-renovation-paint-two-rooms",
    branch: [
      "Worked it out with the calculator on the B&Q site: the living room needs 10 litres of paint for two coats.",
    ],
    parent: [
      "Cool. For the spare bedroom 5 litres should be plenty, it's tiny.",
      "Are we still going with the sage green in there?",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "b-holiday-faro-outbound-vs-return",
    branch: ["Outbound to Faro on Thursday is at 06:10, so it's an airport hotel the night before."],
    parent: [
      "Coming home from Faro, the flight is 21:35 on the Monday.",
      "At least we get a full last day on the beach.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "b-camping-forecast-two-days",
    branch: ["Saturday's forecast for the campsite is 24 degrees and sunny, so pack suncream!"],
    parent: [
      "Sunday looks grim though, 15 and showers all afternoon.",
      "We might pack up early and get a pub lunch on the way home.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "b-car-corsa-deposit-vs-price",
    branch: ["Paid the £500 deposit on the Corsa today! It's ours (nearly)."],
    parent: [
      "Brilliant. Just so we've got it written down: the Corsa is £9,995 in total, the rest due when we collect it on the 14th.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "b-bake-sale-target-vs-takings",
    branch: ["Going in, we were aiming to raise £300 at the bake sale for the hospice, which felt ambitious."],
    parent: ["Final count from the tin: we actually took £412!", "The lemon drizzle sold out in twenty minutes."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "b-choir-ticket-price-last-vs-this-year",
    branch: ["Looking at the old accounts: last year's Christmas concert tickets were £8."],
    parent: [
      "This year we're charging £10 a ticket for the Christmas concert, the committee agreed it on Monday.",
      "Mince pies are still free.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "b-moving-two-removal-quotes",
    branch: ["Pickfords quoted £1,150 for the move, including packing."],
    parent: ["AnyVan came back at £780 for the same job, no packing though.", "Which way are we leaning?"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "b-rental-bruntsfield-flat-attributes",
    branch: ["The Bruntsfield flat has 3 bedrooms and gas central heating, which is a win after the last place."],
    parent: [
      "Also worth knowing: the Bruntsfield flat is only 3 minutes from the bus stop.",
      "The 23 goes straight to your work.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "b-language-two-mock-scores",
    branch: ["Tom got 82% on the B1 mock, he's insufferable about it."],
    parent: ["I scored 74% on my B1 mock, not bad for a first go.", "Listening section was brutal."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "b-street-party-barbecue-shifts",
    branch: ["Rota so far: morning shift on the barbecue is Raj and Lucy, 11 to 2."],
    parent: ["Afternoon barbecue shift, 2 to 5, is me and Tomasz - we'll bring the extra charcoal."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "b-child-party-bag-unit-vs-total",
    branch: ["Party bags are £2.50 each from the shop on the corner, they've got dinosaur ones."],
    parent: ["Ordered all fourteen party bags, it came to £35 for the lot.", "Went with the dinosaur ones obviously."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "b-dog-dental-vs-follow-up-visit",
    branch: ["Pepper's dental is on Tuesday at 9, no breakfast that morning."],
    parent: [
      "Poor Pep. The vet also wants to see her again afterwards to check the stitches.",
      "Her follow-up check is next Friday at 4:15.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },

  // ---------------------------------------------------------------------------------------------
  // Agreements restated in other words (no conflict)
  // ---------------------------------------------------------------------------------------------
  {
    name: "b-medical-gp-appointment-agreement",
    branch: ["Managed to get through to the surgery at 8 on the dot. GP appointment for Mum is Monday at 9:10."],
    parent: ["Yes, saw the text from the surgery - Monday 9:10 for Mum, and I'll take her."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "b-book-club-next-pick-agreement",
    branch: ["We're reading Demon Copperhead next, about 550 pages, so no excuses."],
    parent: [
      "Next book club pick confirmed: Demon Copperhead. It's five hundred and fifty pages, so give yourselves time!",
    ],
    conflicts: [],
    paraphrases: [["550 pages", "five hundred and fifty pages"]],
    shapes: ["paraphrase"],
  },
  {
    name: "b-family-reunion-gran-birthday-agreement",
    branch: ["Did everyone clock that Gran's turning ninety at the reunion?"],
    parent: ["It's Gran's 90th, we should definitely get a cake for the reunion - I'll ask the bakery in Ludlow."],
    conflicts: [],
    paraphrases: [["ninety", "90th"]],
    shapes: ["paraphrase"],
  },
  {
    name: "b-camping-big-tent-agreement",
    branch: ["I'm bringing the big tent, it sleeps six."],
    parent: ["Agreed, the six-person tent is going in the car, plus the gazebo."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "b-language-french-exam-date-agreement",
    branch: ["Exam board emailed, the French exam is on the 20th of June."],
    parent: ["Right, 20 June for the French exam, I've booked the day off to do the school run."],
    conflicts: [],
    paraphrases: [["20th of June", "20 June"]],
    shapes: ["paraphrase"],
  },
  {
    name: "b-choir-spring-programme-agreement",
    branch: ["Committee decided: we're singing the Faure Requiem at the spring concert."],
    parent: ["Good news that it's the Faure for the spring concert, I love that piece, especially the Pie Jesu."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
