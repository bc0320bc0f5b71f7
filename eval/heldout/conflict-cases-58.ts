/**
 * Held-out merge-conflict pairs, set 58 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: freight forwarding, warehouses and shipping. About a third of the messages are written the
 * way continental European colleagues write English (decimal commas, day.month.year dates, 14.30 /
 * 14h30 times).
 *
 * Topics (one per case, 40 in all):
 *   close: reefer setpoint, pallet count at receiving, VGM cut-off, cargo weight for a road leg,
 *     DC delivery slot, port free time, outbound pick list, collection round stops, container number
 *     (identifier), booking reference (identifier), consignee dock vs tail-lift (negation), Saturday
 *     collection (negation).
 *   multi: storage quote, sea booking departure, full-truck pickup, import entry data, airfreight
 *     chargeable weight, DC door and slot.
 *   correction: vessel ETA, unloading hall, groupage rate, number of containers.
 *   paraphrase: cross-dock pallets and time, customs guarantee, crate weight and length, delivery
 *     date, receiving window, detention free time, port codes and transit, frozen setpoint, LCL
 *     volume, incoterm and goods value, overlength beams, consolidation cut-off.
 *   shared-words: import vs export box, terminal vs detention free days, gross vs net weight,
 *     pickup vs delivery window, pallet vs container storage, transhipment vs destination ETA.
 *
 * Counts by shape (a case may carry more than one): close 10, identifier 2, negation 2, multi 6,
 * correction 4, paraphrase 12, shared-words 6, list 2.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
import type { HeldOutConflictCase } from "./conflict-cases";

export const HELDOUT_CONFLICT_CASES_58: HeldOutConflictCase[] = [
  // ───────────────────────────── close ─────────────────────────────
  {
    name: "h58 reefer setpoint for citrus load",
    branch: [
      "Before I release the reefer booking for the Valencia oranges, what setpoint did the shipper give us?",
      "Their instructions say carry at plus four degrees Celsius, fresh air vents closed, no humidity control.",
      "Fine. And it's a 40ft high cube reefer, same as last season?",
      "Yes, same equipment, loading at the packhouse on 18.03. from 08h00.",
    ],
    parent: [
      "Booking request gone to the line this morning:\nEquipment: Reefer 40' HC\nSet temp: +6,0 °C\nVentilation: closed\nPOL: Valencia",
    ],
    conflicts: [["plus four degrees Celsius", "Set temp: +6,0 °C"]],
    paraphrases: [["40ft high cube reefer", "Reefer 40' HC"]],
    shapes: ["close"],
  },
  {
    name: "h58 pallet count at receiving",
    branch: [
      "Receiving here. Kowalski Transport just dropped off the Brenner order at door 5.",
      "Counted on the dock: 22 pallets, all shrink-wrapped, two of them with crushed corners. Photos are in the shared folder.",
      "Did the driver note the damage on the CMR?",
      "Yes, he signed the remark at 06.15 before leaving.",
    ],
    parent: [
      "Brenner order booked into stock and put away in aisle C, 24 pallets in total, scanned in by Jonas at 06.40.",
      "Kowalski's invoice should come by the end of the week.",
    ],
    conflicts: [["22 pallets", "24 pallets in total"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h58 VGM cut-off for Antwerp sailing",
    branch: [
      "What's the VGM cut-off for the Antwerp sailing next week? The shipper wants to weigh at their own site.",
      "The line says VGM closes Tuesday at half past eleven in the morning, and the CY cut-off is Wednesday noon.",
      "Ok, then I ask them to send the weighbridge ticket latest Monday 18.00.",
    ],
    parent: [
      "Schedule confirmed with the carrier for the Antwerp loading:\nVGM cut-off: Tue 11:00\nCY cut-off: Wed 12:00\nETD: Fri 06:00",
    ],
    conflicts: [["Tuesday at half past eleven in the morning", "VGM cut-off: Tue 11:00"]],
    paraphrases: [["CY cut-off is Wednesday noon", "CY cut-off: Wed 12:00"]],
    shapes: ["close"],
  },
  {
    name: "h58 cargo weight for the Kassel road leg",
    branch: [
      "Is the Bremen box going to be ok for the road haulage to Kassel? Some of these are heavy.",
      "Packing list gives a cargo weight of eighteen thousand four hundred kilos, plus the tare of the twenty-footer.",
      "That's fine on a standard chassis then.",
    ],
    parent: [
      "Haulier needs the weights for the Kassel run, I have sent them: cargo 19.400 kg, tare 2.230 kg, so gross approx. 21,6 t.",
    ],
    conflicts: [["eighteen thousand four hundred kilos", "cargo 19.400 kg"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h58 delivery slot at the Vitrolles DC",
    branch: [
      "Did we get a slot at the Carrefour DC in Vitrolles for the Thursday drop?",
      "Yes, booked in their portal: Thursday, 14h30, door 7.",
      "Good, then the driver can leave Lyon at 9.",
    ],
    parent: [
      "Told the haulier: unload at Vitrolles on Thursday at half past three in the afternoon, door 7, booking number is on the portal.",
      "Driver departs Lyon 09:00 as planned.",
    ],
    conflicts: [["Thursday, 14h30", "half past three in the afternoon"]],
    paraphrases: [["leave Lyon at 9", "departs Lyon 09:00"]],
    shapes: ["close"],
  },
  {
    name: "h58 terminal free time on the Mersin boxes",
    branch: [
      "How long can the Mersin boxes sit at the terminal before demurrage kicks in?",
      "We negotiated a week of free time with the line for this contract, counted from discharge.",
      "Good, the consignee can only take them from 10.05. anyway.",
    ],
    parent: [
      "Free time per the contract with the carrier: 5 days at the terminal from discharge, after that demurrage at 65,00 USD per box per day.",
    ],
    conflicts: [["a week of free time", "5 days at the terminal"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h58 outbound pick list for Haas Baumarkt",
    branch: [
      "What's going out to Haas Baumarkt tomorrow morning?",
      "40 cartons of tile adhesive, 12 cartons of grout and 6 pallets of screed, all on one truck.",
      "Truck comes around 7.",
    ],
    parent: [
      "Pick list printed for Haas Baumarkt:\n- tile adhesive: 40 ctns\n- grout: 16 ctns\n- screed: 6 plt\nLoading from 07.00.",
    ],
    conflicts: [["12 cartons of grout", "grout: 16 ctns"]],
    paraphrases: [
      ["40 cartons of tile adhesive", "tile adhesive: 40 ctns"],
      ["6 pallets of screed", "screed: 6 plt"],
    ],
    shapes: ["close", "list"],
  },
  {
    name: "h58 stops on the Friday collection round",
    branch: [
      "Which stops are on Friday's collection round for the Maasvlakte consolidation?",
      "Same as usual except one: Duisburg, Venlo, Genk, then straight to the CFS.",
      "Pieter is driving again?",
      "Yes, Pieter.",
    ],
    parent: ["Route for Friday sent to Pieter: Duisburg → Venlo → Liège → CFS Maasvlakte. Start 05.30 at the depot."],
    conflicts: [["Duisburg, Venlo, Genk", "Duisburg → Venlo → Liège"]],
    paraphrases: [],
    shapes: ["close", "list"],
  },
  {
    name: "h58 container number for the Felixstowe collection",
    branch: [
      "Haulier is asking which box to collect at Felixstowe for the Rowe & Sons import.",
      "It's MSKU4829137, released yesterday, customs cleared.",
      "Cheers, passing it on, they want to collect tomorrow 07h30.",
    ],
    parent: [
      "Collection booked for Rowe & Sons:\nCntr: MSKU 482931-7\nTerminal: Felixstowe\nStatus: released, cleared",
    ],
    conflicts: [["MSKU4829137", "MSKU 482931-7"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h58 booking reference for the Gdynia empties",
    branch: [
      "Shipper needs the booking reference to release the empties from the depot in Gdynia.",
      "Booking ref is HLCUGDY2409517, two forty-foot standard empties.",
      "Will send it to them now.",
    ],
    parent: [
      "Depot confirmed the empties are available for booking HLCUGDY2409571 — 2 x 40' DV, pick-up possible from 12.09.2024.",
    ],
    conflicts: [["HLCUGDY2409517", "HLCUGDY2409571"]],
    paraphrases: [["two forty-foot standard empties", "2 x 40' DV"]],
    shapes: ["close", "identifier"],
  },
  {
    name: "h58 consignee dock or tail-lift",
    branch: [
      "Do we need a tail-lift truck for the delivery to Brügger Möbel in Basel?",
      "No, the consignee has a loading dock, a normal curtainsider is fine.",
    ],
    parent: [
      "Spoke to Brügger Möbel's warehouse: they have no dock, so I have ordered a tail-lift truck for Wednesday 10.30.",
      "Delivery address stays the same, Hafenstrasse in Basel.",
    ],
    conflicts: [["the consignee has a loading dock", "they have no dock"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h58 Saturday collection from the Lyon site",
    branch: [
      "Any chance of getting the Lyon pallets collected this week?",
      "DHL Freight will collect from the Lyon site on Saturday morning, I've booked it.",
      "Great, I'll tell the site manager to keep the gate staffed.",
    ],
    parent: ["Checked with DHL Freight again: they won't collect on Saturday, earliest is Monday 07.00–12.00."],
    conflicts: [["will collect from the Lyon site on Saturday morning", "they won't collect on Saturday"]],
    paraphrases: [],
    shapes: ["negation"],
  },

  // ───────────────────────────── multi ─────────────────────────────
  {
    name: "h58 summer storage quote",
    branch: [
      "A customer from Eindhoven wants a price for storing their stock over the summer.",
      "Our rate card: storage 4,20 EUR per pallet per week, handling in and out 6,50 EUR each way, minimum one week.",
      "Ok. Please send it to them before Friday 12.00.",
    ],
    parent: [
      "Quote sent: storage €4.80 per pallet per week, handling €6.50 per pallet movement in and out, one week minimum billing.",
    ],
    conflicts: [["storage 4,20 EUR per pallet per week", "storage €4.80 per pallet per week"]],
    paraphrases: [["handling in and out 6,50 EUR each way", "handling €6.50 per pallet movement in and out"]],
    shapes: ["multi"],
  },
  {
    name: "h58 Shanghai booking departure date",
    branch: [
      "Booking done for Vogel Maschinenbau: 2 x 40HC, Rotterdam to Shanghai, ETD 14.06., carrier COSCO.",
      "Can you update the shipper please? Cargo must be at the terminal latest 11.06.",
    ],
    parent: [
      "Told Vogel Maschinenbau: two forty-foot high cubes from Rotterdam to Shanghai with COSCO, vessel departing 16 June.",
    ],
    conflicts: [["ETD 14.06.", "vessel departing 16 June"]],
    paraphrases: [["2 x 40HC", "two forty-foot high cubes"]],
    shapes: ["multi"],
  },
  {
    name: "h58 full truck pickup for Zaragoza",
    branch: [
      "Full truck for Zaragoza is set: pickup Thursday 08.00 at the Kerkrade plant, 33 Euro pallets, driver Marek from Trans-Pol.",
      "Marek's mobile number is in the booking.",
    ],
    parent: ["Reminder to the plant: Trans-Pol collects Thursday at 8 am, 30 Euro pallets for Zaragoza, driver Marek."],
    conflicts: [["33 Euro pallets", "30 Euro pallets"]],
    paraphrases: [["Thursday 08.00", "Thursday at 8 am"]],
    shapes: ["multi"],
  },
  {
    name: "h58 import entry for the Izmir textiles",
    branch: [
      "The broker asked for the entry details on the Izmir textiles.",
      "Sent them: Incoterm DAP, invoice value 18.750,00 EUR, 212 cartons, origin Turkey, EUR.1 attached.",
    ],
    parent: [
      "Import entry filed for the Izmir textiles: DAP, commercial invoice €18,750, 221 cartons, Turkish origin, preference claimed on the EUR.1.",
    ],
    conflicts: [["212 cartons", "221 cartons"]],
    paraphrases: [
      ["invoice value 18.750,00 EUR", "commercial invoice €18,750"],
      ["origin Turkey", "Turkish origin"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h58 airfreight spares chargeable weight",
    branch: [
      "Quote request came in for an urgent spare parts shipment.",
      "3 pieces, chargeable weight 412 kg, Frankfurt to Chicago O'Hare, on LH Cargo tomorrow night.",
      "Rate?",
      "Still waiting for the airline, they promised an answer by 16.30.",
    ],
    parent: ["LH Cargo booking confirmed for the spares: 3 pcs, FRA–ORD, chargeable 0,46 t, departure tomorrow 22.15."],
    conflicts: [["chargeable weight 412 kg", "chargeable 0,46 t"]],
    paraphrases: [
      ["Frankfurt to Chicago O'Hare", "FRA–ORD"],
      ["3 pieces", "3 pcs"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h58 door and slot at the Neuss DC",
    branch: [
      "Slot confirmed at the Rewe DC in Neuss: door 12, Tuesday 03.09.2024, 06h00, 18 pallets.",
      "Can you brief the driver?",
    ],
    parent: ["Driver briefed: arrive at Neuss DC Tue 3 Sept at 6:00, door 14, 18 pallets to unload."],
    conflicts: [["door 12", "door 14"]],
    paraphrases: [["Tuesday 03.09.2024, 06h00", "Tue 3 Sept at 6:00"]],
    shapes: ["multi"],
  },

  // ─────────────────────────── correction ───────────────────────────
  {
    name: "h58 vessel ETA Hamburg corrected",
    branch: [
      "When does the MSC Aurelia reach Hamburg? Consignee wants to plan the unloading crew.",
      "ETA Hamburg is 19.09., berth at CTA.",
      "Thanks, I'll pass it on.",
    ],
    parent: [
      "Correction on the MSC Aurelia: the line has pushed her back, she's now arriving Hamburg on 22 September. Berth is still CTA.",
    ],
    conflicts: [["ETA Hamburg is 19.09.", "now arriving Hamburg on 22 September"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h58 unloading hall for the cable reels corrected",
    branch: [
      "Where should the Petrov cable reels go when they arrive tomorrow at 08.00?",
      "Unload in Hall 1 as usual, the overhead crane is there.",
    ],
    parent: [
      "Sorry, my mistake earlier: the Petrov reels go to Hall 3. Hall 1 is blocked with the Schott order until Friday 16.00.",
    ],
    conflicts: [["Unload in Hall 1", "the Petrov reels go to Hall 3"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h58 Milan groupage rate corrected",
    branch: [
      "What do we charge for one pallet of groupage Munich to Milan?",
      "385,00 EUR all in per pallet, transit 2 days.",
      "Good, sending the quote.",
    ],
    parent: [
      "Heads up, correction from the carrier on the Milan groupage: it's 415,00 EUR all-in per pallet now, they changed the tariff on 01.07. Transit unchanged at 48 hours.",
    ],
    conflicts: [["385,00 EUR all in per pallet", "it's 415,00 EUR all-in per pallet now"]],
    paraphrases: [["transit 2 days", "Transit unchanged at 48 hours"]],
    shapes: ["correction"],
  },
  {
    name: "h58 Leixões container count corrected",
    branch: [
      "How many boxes is Ferreira loading out of Leixões this month?",
      "4 x 20' DV, all on the same vessel.",
      "Noted, thanks.",
    ],
    parent: [
      "Update from Ferreira, correcting what they sent last week: they're down to three twenty-foot containers this month, the other one is cancelled. Same vessel.",
    ],
    conflicts: [["4 x 20' DV", "three twenty-foot containers"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ─────────────────────────── paraphrase ───────────────────────────
  {
    name: "h58 cross-dock pallets and arrival time",
    branch: [
      "How many pallets is Nordhavn Foods sending through cross-dock tomorrow?",
      "A dozen pallets, arriving around half past two.",
    ],
    parent: [
      "Cross-dock plan for Nordhavn Foods: 12 pallets, arrival 14.30, reload onto the Malmö truck the same afternoon.",
    ],
    conflicts: [],
    paraphrases: [
      ["A dozen pallets", "12 pallets"],
      ["half past two", "arrival 14.30"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h58 customs guarantee for the T1",
    branch: [
      "How much security does customs want for the bonded transit?",
      "€2.5k guarantee, released once the T1 is discharged at destination.",
      "OK, finance can lodge it today.",
    ],
    parent: ["Guarantee lodged with the customs office: 2.500,00 EUR for the T1 transit, to be released on discharge."],
    conflicts: [],
    paraphrases: [["€2.5k guarantee", "2.500,00 EUR"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h58 crate weight and length for Porto",
    branch: [
      "How heavy is the packing machine going to Porto? I need it for the forklift.",
      "1.2 tonnes crated, 2,4 m long.",
      "Our 2.5 t forklift can handle that.",
    ],
    parent: ["Crate details for Porto: 1,200 kg gross, 2.4 metres long, 1.1 m wide."],
    conflicts: [],
    paraphrases: [
      ["1.2 tonnes crated", "1,200 kg gross"],
      ["2,4 m long", "2.4 metres long"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h58 Oslo delivery date",
    branch: ["When is the Lindqvist delivery due in Oslo?", "05.11.2024, first thing in the morning."],
    parent: ["Confirmed with Lindqvist: delivery on 5 November, morning slot, they will have two people to unload."],
    conflicts: [],
    paraphrases: [["05.11.2024", "5 November"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h58 Tilburg receiving window",
    branch: [
      "What hours does the Tilburg DC receive on Mondays?",
      "Between 8 and 10 in the morning, after that they only take pre-booked reefers.",
      "Annoying, but fine.",
    ],
    parent: ["Tilburg DC, Monday inbound window 08:00–10:00. Outside that window pre-booked reefer loads only."],
    conflicts: [],
    paraphrases: [["Between 8 and 10 in the morning", "window 08:00–10:00"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h58 detention free time and daily rate",
    branch: [
      "How long can the consignee in Graz keep the box before detention starts?",
      "Two weeks from gate-out, then 40 USD a day.",
    ],
    parent: [
      "Confirmed with the line for the Graz delivery: 14 days detention free from gate-out, afterwards USD 40,00/day.",
    ],
    conflicts: [],
    paraphrases: [
      ["Two weeks from gate-out", "14 days detention free"],
      ["40 USD a day", "USD 40,00/day"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h58 paper rolls port codes and transit",
    branch: [
      "Which port are we routing the Caen paper rolls through?",
      "Le Havre, then feeder to Dublin, three to four days on the water.",
    ],
    parent: [
      "Booking details: POL FRLEH, POD IEDUB, feeder service, transit 3–4 days, 6 x 40' DV.",
      "Shipper has the booking copy since 14.30 today.",
    ],
    conflicts: [],
    paraphrases: [
      ["Le Havre", "POL FRLEH"],
      ["feeder to Dublin", "POD IEDUB"],
      ["three to four days", "transit 3–4 days"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h58 frozen fish setpoint",
    branch: [
      "Frozen fish to Bilbao, what temperature does the reefer need?",
      "Minus eighteen or colder, the importer's spec sheet says so.",
    ],
    parent: ["Reefer booked: set point -18 °C, 40' reefer, loading 22.10. at the cold store in Urk."],
    conflicts: [],
    paraphrases: [["Minus eighteen", "set point -18 °C"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h58 Bergström volume switched to FCL",
    branch: [
      "What's the volume on the Bergström LCL consignment?",
      "Thirty-three cubic metres, so we might as well book a full twenty-footer.",
      "Agreed, cheaper than LCL at that size.",
    ],
    parent: ["Switched Bergström from LCL to FCL: 33 cbm fits in a 20' box."],
    conflicts: [],
    paraphrases: [
      ["Thirty-three cubic metres", "33 cbm"],
      ["full twenty-footer", "20' box"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h58 Brescia terms and goods value",
    branch: [
      "On what terms is the Brescia shipment bought?",
      "Ex Works, the buyer arranges everything from the factory gate. Goods value USD 1.850,00.",
    ],
    parent: ["Brescia order: EXW, commercial invoice 1850 dollars, we collect from the factory ourselves."],
    conflicts: [],
    paraphrases: [
      ["Ex Works", "EXW"],
      ["USD 1.850,00", "1850 dollars"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h58 overlength steel beams for Gent",
    branch: [
      "How long are the steel beams for the Gent job?",
      "Sixteen and a half metres, so they'll need the extendable trailer.",
      "I'll ask Van Damme if they have one free for 28.02.",
    ],
    parent: [
      "Special transport booked with Van Damme for Gent: beams 16,5 m long, extendable flatbed, no escort required.",
    ],
    conflicts: [],
    paraphrases: [["Sixteen and a half metres", "16,5 m long"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h58 Verona consolidation cut-off",
    branch: [
      "What time do the pallets for the Verona consolidation need to be in our warehouse?",
      "By noon on Wednesday, the trailer leaves for Verona an hour later.",
    ],
    parent: ["Verona consolidation: cargo cut-off Wednesday 12h00 at our warehouse, trailer departs 13h00."],
    conflicts: [],
    paraphrases: [["By noon on Wednesday", "Wednesday 12h00"]],
    shapes: ["paraphrase"],
  },

  // ────────────────────────── shared-words ──────────────────────────
  {
    name: "h58 import box and export box",
    branch: [
      "When does the import box from Ningbo arrive at our yard?",
      "Thursday, the haulier has it booked for 09.30.",
    ],
    parent: ["The export box to Santos gets loaded Friday afternoon from 15h00, the empty is already on site."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h58 terminal free days and detention free days",
    branch: [
      "How many free days at the terminal do we have on the Haifa shipment?",
      "5 free days at the terminal, after that demurrage of 85,00 EUR per day.",
    ],
    parent: ["For the Haifa shipment the line gives 10 free days of detention once the box has left the terminal."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h58 gross and net weight on the Kielce load",
    branch: [
      "Gross weight on the Kielce shipment is 12.400 kg including the pallets.",
      "Thanks, I put that on the CMR.",
    ],
    parent: ["Customs needs the net weight for the Kielce shipment: 11,850 kg, goods only, no packaging."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h58 pickup window and delivery window",
    branch: ["Pickup window at the Venlo supplier is 07:00–09:00 on Monday.", "Driver is Tomasz, same as last time."],
    parent: ["Delivery window in Lille for the same load is 13.00–15.00 Monday, the consignee has confirmed."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h58 pallet storage and container storage at Duisburg",
    branch: [
      "What do we charge for storage at the Duisburg hub?",
      "Pallets in the racking are 3,90 EUR per pallet per week.",
    ],
    parent: [
      "For containers parked on the Duisburg yard it's €45 per container per day storage, plugged-in reefers extra.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h58 transhipment ETA and destination ETA",
    branch: [
      "Where's the Tan Brothers consignment now?",
      "On the mother vessel, ETA Singapore 03.03. for transhipment.",
    ],
    parent: ["Tan Brothers consignment: the feeder out of Singapore takes it on to Jakarta, ETA Jakarta 9 March."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
