/**
 * Held-out long-history cases, blind set 8 (issue 36, "Long histories"). Written by a helper that
 * had read neither the engine code (nothing under lib/) nor the earlier blind sets' cases (beyond
 * the first case of -blind-7.ts) nor the other long-history case files (long-history-paraphrased.ts,
 * long-history-updates-dev.ts, long-history-train.ts). It read only: the types and the first case
 * of ../long-history-cases.ts (with the doc comment above them); ../conversation.ts, for the script
 * builder (historyScript, how chatter and the update are placed), which it read with the rest of
 * that file (the long-history loop and the `correct`/`states` checks); the doc comment and first
 * case of heldout/long-history-blind-7.ts (for the format and the doc-comment style); and in
 * ../run.ts the lines that import and register the blind sets and the two comments naming them. It
 * never ran an eval or put these questions to the engine. Held out: its misses are not to be read
 * case by case, and nothing is to be tuned on it.
 *
 * Six conversations (five early facts, one updated at the middle, three in the parent before the
 * branch, sixteen chatter lines each), the six updates of six kinds:
 * - loft insulation (quantity with unit): the depth it is built up to, 200 millimetres, becomes
 *   270 mm (the surveyor rang back about building regs);
 * - a child starting nursery (weekday): her first settling-in session, Tuesday, becomes Thursday
 *   (an email from the nursery: short of staff early in the week);
 * - a second-hand van for a gardening business (amount of money): the agreed price, £7,400,
 *   becomes £6,950 (the seller knocked some off for bald tyres);
 * - a pottery class (time span): the wait for pots from the kiln, 10 days, becomes 3 weeks ("turns
 *   out" the studio's kiln is broken and pieces go elsewhere);
 * - a neighbourhood litter-pick (phone number): the line to ring for the full bags, 01632 960418,
 *   becomes 07700 900614 (a text from the council contact: the landline is switched off);
 * - a hockey club treasurer handover (company): the bank holding the current account, Unity Trust,
 *   becomes Triodos (a message forwarded from the chair: the committee voted to move).
 *
 * Phrasing, counted with a scratch script (not committed; stop words and auxiliaries dropped, words
 * reduced by the Porter2 stemmer) over the 54 questions against their statements: 18 share no
 * content word, 18 share one, 18 share two or more. No update repeats the value it replaces, and
 * none shares a content word with its original statement or with its question. Every value occurs
 * in its own statement (or update) only, not in another statement, update or chatter line of its
 * conversation. Most statements carry a second, similar detail that is never asked.
 */

import type { LongHistoryCase } from "@/eval/long-history-cases";

export const LONG_HISTORY_BLIND_8: LongHistoryCase[] = [
  {
    name: "loft insulation",
    early: [
      {
        say: "The firm doing the loft is Dunmore Insulation, a two-man outfit from Bicester; we also had a quote from Cosyhome in Witney.",
        ask: "Who's fitting the new insulation?",
        value: "Dunmore",
      },
      {
        say: "Their price came to £1,860 including VAT, and they want a £250 deposit before they order materials.",
        ask: "What's the whole job costing us?",
        value: "1,860",
      },
      {
        say: "Work starts on 3 March; the survey was done on 12 February.",
        ask: "When does the work start?",
        value: "3 March",
      },
      {
        say: "The hatch into the roof space is only 55 centimetres across, so the rolls get cut down on the landing; the landing ceiling is 2.4 metres high.",
        ask: "How wide is the opening up to the attic?",
        value: "55",
      },
      {
        say: "We're going with sheep's wool batts rather than glass fibre because of Ellie's asthma, and chipboard on top for storage.",
        ask: "What material are we using instead of glass fibre?",
        value: "wool",
      },
    ],
    updated: {
      say: "The plan is to bring the loft up to 200 millimetres in total; what's there now is about 40 millimetres and squashed flat.",
      update:
        "The surveyor rang back: building regs say 270 mm minimum these days, so that's what we're aiming for now.",
      ask: "How deep will the insulation be when it's finished?",
      value: "200",
      now: "270",
    },
    ancestor: [
      {
        say: "All the junk up there is going in a skip from Hendry Hire on Friday; the tip in Kidlington shuts at four on weekdays.",
        ask: "Who's the skip coming from?",
        value: "Hendry",
      },
      {
        say: "Our electrician Rafa is moving the junction box off the joists before the insulation goes down; his apprentice is called Jonno.",
        ask: "Who's sorting out the wiring up there?",
        value: "Rafa",
      },
      {
        say: "The council's warm homes grant pays £450 towards it; the rest comes out of our savings.",
        ask: "How much is the grant putting in?",
        value: "450",
      },
    ],
    chatter: [
      "I found a box of Dad's old vinyl up there that I'd forgotten about.",
      "Is it normal for the loft to smell a bit damp in winter?",
      "The cat has decided the loft ladder is her new favourite place.",
      "Ellie wants the old Christmas decorations kept, all eleven boxes of them.",
      "Apparently a lot of heat goes out through the roof in older houses.",
      "We had frost on the inside of the bathroom window this morning.",
      "Nadia next door had hers done last year and swears the bills halved.",
      "I've been watching videos about vapour barriers all evening.",
      "There's a wasps' nest in the eaves that's been empty since the summer.",
      "Do I need to move the water tank, or can they work around it?",
      "The smoke alarm on the landing keeps chirping at 3am.",
      "I got a quote for new windows too, but that's a job for next year.",
      "The dust masks I bought are the cheap paper kind.",
      "Our bedroom is always the coldest room in the house.",
      "My brother-in-law Kieran insists spray foam is the future.",
      "We'll have to go out the day they're working, the whole house will be chaos.",
    ],
  },
  {
    name: "child starting nursery",
    early: [
      {
        say: "Maisie's got a place at Little Acorns on Gower Road; her cousin Ted goes to Bright Stars across town.",
        ask: "Which nursery is she starting at?",
        value: "Little Acorns",
      },
      {
        say: "Her key worker will be Priya, and the room leader in the baby room is Siobhan.",
        ask: "Who's her key worker?",
        value: "Priya",
      },
      {
        say: "It's £62 a day once the funded hours are used up, and lunch is an extra £3.50.",
        ask: "What does a day there cost us?",
        value: "62",
      },
      {
        say: "Pick-up has to be by 5:45 or they charge a late fee; the doors open at 7:30.",
        ask: "What's the latest I can collect her?",
        value: "5:45",
      },
      {
        say: "Her comforter is the grey bunny, and the spare dummy lives in the changing bag.",
        ask: "Which soft toy does she need to settle?",
        value: "bunny",
      },
    ],
    updated: {
      say: "Her first settling-in session is on Tuesday, just an hour with me staying in the room.",
      update:
        "Email from the manager there this morning: they're short of staff early in the week, so she's now booked in for Thursday.",
      ask: "When's Maisie's first go at nursery?",
      value: "Tuesday",
      now: "Thursday",
    },
    ancestor: [
      {
        say: "Grandad Pete will do the Friday pick-ups, and Auntie Jen can cover if he's away.",
        ask: "Who's doing the Friday pick-ups?",
        value: "Pete",
      },
      {
        say: "The allergy form says she can't have kiwi; strawberries are fine.",
        ask: "What fruit does she react to?",
        value: "kiwi",
      },
      {
        say: "Our Tax-Free Childcare reference for the nursery is TF58213K; the council's funded-hours code is separate.",
        ask: "What's the childcare payment reference?",
        value: "TF58213K",
      },
    ],
    chatter: [
      "She's finally sleeping through most nights.",
      "I've sewn name labels into everything, even her socks.",
      "My boss said I can work from home for her first few days.",
      "She said 'tractor' clearly yesterday and we all cheered.",
      "Do all toddlers hate having their coats put on?",
      "We bought her a little rucksack with a fox on it.",
      "The health visitor said she's on the 75th centile for height.",
      "I'm more nervous about this than she is.",
      "The traffic on Ashby Road at eight is awful.",
      "Her grandma keeps asking whether she'll get enough naps there.",
      "I've read that some kids cry at drop-off for weeks.",
      "We practised saying goodbye with her teddy this weekend.",
      "Her friend Oscar from baby group is going to the same place.",
      "I bought a second pair of wellies because the first ones are already too small.",
      "She's obsessed with the song about five little ducks.",
      "We're trying to get her to give up the dummy before she starts.",
    ],
  },
  {
    name: "second-hand van for a gardening business",
    early: [
      {
        say: "It's a white 2017 Ford Transit Custom; I also test-drove a Vauxhall Vivaro but it was rusty underneath.",
        ask: "What van am I getting?",
        value: "Transit",
      },
      {
        say: "It's done 84,000 miles, and the cambelt was replaced at 70,000.",
        ask: "How far has it been driven?",
        value: "84,000",
      },
      {
        say: "The seller's a retiring plumber called Declan Foyle; his son Aidan showed me round it.",
        ask: "What's the seller called?",
        value: "Foyle",
      },
      {
        say: "Insurance is with Ryder Commercial, business use, £1,140 a year with a £500 excess.",
        ask: "Who's the insurer on the van?",
        value: "Ryder",
      },
      {
        say: "Pinstripe Graphics in Leek are doing the signwriting, with my number on both sides and the back doors.",
        ask: "Who's doing the lettering on the sides?",
        value: "Pinstripe",
      },
    ],
    updated: {
      say: "I've agreed £7,400 with him, cash when I collect it, and my old Berlingo should fetch about £1,900 on its own.",
      update: "Declan knocked some off because the rear tyres are bald, so we shook hands on £6,950.",
      ask: "What am I paying for the Transit?",
      value: "7,400",
      now: "6,950",
    },
    ancestor: [
      {
        say: "The MOT runs out on 19 November, and the next service is due at 90,000 miles.",
        ask: "When does the MOT expire?",
        value: "19 November",
      },
      {
        say: "My cousin Lorcan is coming up to Stoke on the train with me so he can drive my car home.",
        ask: "Who's coming up to Stoke with me?",
        value: "Lorcan",
      },
      {
        say: "The ladder rack is a Rhino one, about £340 fitted.",
        ask: "What brand did I go for on the roof?",
        value: "Rhino",
      },
    ],
    chatter: [
      "The Berlingo's clutch has been slipping for months.",
      "Do I need to tell the council I'm parking a van on the street?",
      "The lawns on Chestnut Avenue alone need two trips with the mower.",
      "I'm thinking of putting a mesh bulkhead in.",
      "Rosie says I should get a reversing camera.",
      "Diesel prices went up again this week.",
      "The mower and strimmer take up half the space in the old one.",
      "A customer on Fenton Lane wants her hedges done every six weeks.",
      "I've never driven anything this long before.",
      "Do vans hold their value better than cars?",
      "I'm going to line the floor with rubber matting.",
      "The bank finally sent my new business card.",
      "I need a decent lock, tools get nicked round here.",
      "My mate Shaun had his van broken into twice last year.",
      "I'll have to get used to the wing mirrors.",
      "Mrs Patel on Hill Street still pays me by cheque.",
    ],
  },
  {
    name: "pottery class",
    early: [
      {
        say: "The class is at Clayhouse Studio above the bike shop on Mill Lane; the gallery next door is run by the same couple.",
        ask: "What's the studio called?",
        value: "Clayhouse",
      },
      {
        say: "Our teacher is Jo Markham, who trained in Stoke; her assistant's called Wes.",
        ask: "Who's the tutor?",
        value: "Markham",
      },
      {
        say: "The term cost £185, with 12.5 kilos of clay included and glazes on top.",
        ask: "What did the term cost?",
        value: "185",
      },
      {
        say: "My first project is a set of four mugs for Dad's birthday; Bex is making a teapot.",
        ask: "What am I making first?",
        value: "mugs",
      },
      {
        say: "We throw with a stoneware called Earthstone Crank because the buff clay kept cracking.",
        ask: "Which clay do we use on the wheel?",
        value: "Crank",
      },
    ],
    updated: {
      say: "It takes about 10 days for pots to come back from the kiln, once they've dried out.",
      update:
        "Turns out the studio's electric one has a cracked element, so everything's being fired at a place in Burslem and nothing will be ready for 3 weeks.",
      ask: "How long do I wait to get my pots?",
      value: "10 days",
      now: "3 weeks",
    },
    ancestor: [
      {
        say: "I bought my own tool kit from Potclays for £24; the trimming tool was the dear bit.",
        ask: "Where did my tools come from?",
        value: "Potclays",
      },
      {
        say: "The glaze I've picked for Dad's present is a celadon called Sea Mist, with plain white inside.",
        ask: "Which glaze am I using on Dad's present?",
        value: "Sea Mist",
      },
      {
        say: "Hannah from my old job is giving me a lift there every week, and I chip in for petrol.",
        ask: "Who drives me to the class?",
        value: "Hannah",
      },
    ],
    chatter: [
      "My first bowl collapsed in on itself like a sad hat.",
      "Centring the clay is so much harder than it looks.",
      "I've got clay under my nails that won't come out.",
      "Someone in the class made a vase that looked professional in week one.",
      "Do you think I should buy a second-hand wheel for home eventually?",
      "The studio smells of wet earth and tea.",
      "Bex keeps her hair tied back with a pencil.",
      "I watched a throwing video on my lunch break again.",
      "The radio in there is stuck on a station playing 80s hits.",
      "Trimming is oddly satisfying.",
      "I'm not sure my wrists are strong enough yet.",
      "Wes showed us how to pull a handle by stretching the clay like a cow's udder.",
      "My mum still has the ashtray I made at school.",
      "There's a raku evening next month that sounds fun.",
      "I dropped a finished cup on the floor and nearly cried.",
      "The apron I bought is already caked.",
    ],
  },
  {
    name: "neighbourhood litter-pick",
    early: [
      {
        say: "The litter-pick is on Sunday 6 April, meeting at the bandstand in Tanner's Park; if it pours we'll do the 13th instead.",
        ask: "When's the clean-up happening?",
        value: "6 April",
      },
      {
        say: "The council are lending us 35 grabbers and the hi-vis vests, and the scouts are bringing another 10.",
        ask: "How many litter pickers is the council lending?",
        value: "35",
      },
      {
        say: "Our contact in neighbourhood services is Marcus Adeyemi; his manager is Lorna Twist.",
        ask: "Who's our contact in neighbourhood services?",
        value: "Adeyemi",
      },
      {
        say: "Tesco on the high street is donating the sacks and squash, and the Co-op is giving biscuits.",
        ask: "Which supermarket is providing the bin bags?",
        value: "Tesco",
      },
      {
        say: "Last spring we filled 48 bags, mostly cans and crisp packets from along the towpath.",
        ask: "How many bags did we fill last year?",
        value: "48",
      },
    ],
    updated: {
      say: "When the bags are full, ring the depot on 01632 960418 and they'll send a truck round by Monday.",
      update:
        "Text from Marcus: that old landline's been switched off, so it's 07700 900614 for collections now, the duty officer's mobile.",
      ask: "What number do I call to get the bags taken away?",
      value: "01632 960418",
      now: "07700 900614",
    },
    ancestor: [
      {
        say: "My neighbour Gwen is bringing a first-aid kit; she was a district nurse for thirty years.",
        ask: "Who's in charge of first aid?",
        value: "Gwen",
      },
      {
        say: "Afterwards we're all going to the Old Forge, they've said we can have the back room; the Red Lion said no.",
        ask: "Which pub is hosting us after?",
        value: "Old Forge",
      },
      {
        say: "Councillor Bhatt has to sign off the risk assessment; Councillor Reeves just gets copied in.",
        ask: "Who needs to approve the risk assessment?",
        value: "Bhatt",
      },
    ],
    chatter: [
      "Someone dumped a mattress by the recycling bins again.",
      "I've put posters up in the library and the chip shop.",
      "Do we need gloves for the kids or will the grabbers do?",
      "The ducks on the canal are nesting, so we'll keep away from the reeds.",
      "Mrs Hollis at number 9 says she'll make a cake.",
      "Dog poo bags hung in hedges are the worst thing.",
      "The WhatsApp group has 60 people in it now.",
      "Last time someone found a shopping trolley in the stream.",
      "I should check the forecast nearer the day.",
      "Do you think the local radio station would mention it?",
      "The primary school might send a few families.",
      "I'm worried about broken glass near the skate park.",
      "Some of the bins in the park haven't been emptied for weeks.",
      "We could weigh the haul this year for the Facebook page.",
      "A lad from the estate asked if he could bring his mates.",
      "I've got blisters just thinking about it.",
    ],
  },
  {
    name: "hockey club treasurer handover",
    early: [
      {
        say: "I'm taking over as treasurer of Fernhill Hockey Club from Graham Sutcliffe, who's done it for nine years.",
        ask: "Who held the treasurer job before me?",
        value: "Sutcliffe",
      },
      {
        say: "Adult subs are £240 a season, and juniors pay £95.",
        ask: "What do grown-up members pay each year?",
        value: "240",
      },
      {
        say: "The AGM is on 22 May at the clubhouse, and the accounts need to be ready a fortnight before.",
        ask: "When's the annual general meeting?",
        value: "22 May",
      },
      {
        say: "Pitch hire at the school astro is £85 an hour for matches and £60 for training.",
        ask: "What does an hour on the astro cost us for games?",
        value: "85",
      },
      {
        say: "The club's insurance is with Sportscover, renewing in September; the England Hockey fee is paid separately.",
        ask: "Who's the club insured with?",
        value: "Sportscover",
      },
    ],
    updated: {
      say: "The club's current account is with Unity Trust Bank, and the reserve fund sits in a Nationwide saver.",
      update:
        "Forwarded from Priti, our chair: the committee voted last night and the everyday finances have now moved over to Triodos, the fees were getting silly.",
      ask: "Which bank has our day-to-day money?",
      value: "Unity Trust",
      now: "Triodos",
    },
    ancestor: [
      {
        say: "Graham's handing over the cash tin and the card reader, which is a SumUp; the float's £50.",
        ask: "What make is the card machine?",
        value: "SumUp",
      },
      {
        say: "Helen Okoro, a retired accountant, examines the year-end accounts for free.",
        ask: "Who checks the books at the end of the year?",
        value: "Okoro",
      },
      {
        say: "We still owe the umpires' association £420 for last season's match fees.",
        ask: "How much is outstanding to the umpires?",
        value: "420",
      },
    ],
    chatter: [
      "The men's seconds lost 4-1 on Saturday.",
      "Graham's handwriting in the ledger is barely readable.",
      "Half the juniors still haven't paid for their tour hoodies.",
      "Do treasurers usually get a key to the clubhouse?",
      "The tea bar made a loss again this month.",
      "I've never done double-entry bookkeeping in my life.",
      "Someone left a stick in the boot of my car after training.",
      "The ladies' firsts are top of the league.",
      "We need new goalkeeping pads before the season starts.",
      "The floodlights on the grass pitch are on their last legs.",
      "I'm going to put everything into a proper spreadsheet.",
      "Our chair thinks we should go cashless at the bar.",
      "There's a quiz night fundraiser in March.",
      "Three parents asked if they can pay subs monthly.",
      "I found receipts from 2016 at the bottom of the tin.",
      "The kit supplier is changing the shirt design again.",
    ],
  },
];
