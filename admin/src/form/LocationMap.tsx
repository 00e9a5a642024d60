import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { Point } from './LocationWidget';

/** Spec 3 §9: zoom 13, 400 pixels high. */
const ZOOM = 13;
const HEIGHT = 400;
const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

interface Props {
  point: Point | null;
  center: Point;
  disabled?: boolean;
  onPick(point: Point): void;
}

/**
 * The map of a location field (Leaflet, OpenStreetMap tiles): a click places the point. Points are latitude and
 * longitude in degrees (EPSG:4326); the tiles are drawn in Web Mercator, as OpenStreetMap serves them. The marker
 * is drawn, not an image, so the map needs nothing but its tiles, and works (blank) without them.
 */
export function LocationMap({ point, center, disabled, onPick }: Props) {
  const translate = useTranslate();
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const pick = useRef(onPick);
  pick.current = disabled ? () => undefined : onPick;

  useEffect(() => {
    const m = L.map(box.current!, { center: [center.latitude, center.longitude], zoom: ZOOM });
    L.tileLayer(TILES, { maxZoom: 19, attribution: translate('dashboard.map.attribution') }).addTo(m);
    m.on('click', (e: L.LeafletMouseEvent) => pick.current({ latitude: e.latlng.lat, longitude: e.latlng.lng }));
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      marker.current = null;
    };
    // The map is made once; the point and the centre follow below.
  }, []);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    marker.current?.remove();
    marker.current = null;
    if (!point) return;
    const at = L.latLng(point.latitude, point.longitude);
    marker.current = L.circleMarker(at, { radius: 9, color: '#d32f2f', weight: 3, fillOpacity: 0.6 }).addTo(m);
    if (!m.getBounds().contains(at)) m.panTo(at);
  }, [point?.latitude, point?.longitude]);

  return <div ref={box} dir="ltr" data-map style={{ height: HEIGHT, width: '100%', borderRadius: 4 }} />;
}
