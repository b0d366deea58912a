/** What the map needs of a location: its pin number (its place in the list) and its coordinates. */
export interface MapPin {
  id: number;
  number: number;
  name: string;
  latitude: number;
  longitude: number;
}
