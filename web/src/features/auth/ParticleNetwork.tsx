import { useEffect, useRef } from 'react';

/** Presentation constants from spec §9. */
const PARTICLES = 70;
const SPEED = 0.7;
const CONNECT_DISTANCE = 150;

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

/** Decorative animated particle network for the sign-in shell; static when the person prefers reduced motion. */
export function ParticleNetwork() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    let width = 0;
    let height = 0;
    let frame = 0;
    let particles: Particle[] = [];

    // The size comes from a ResizeObserver, measured with the page's own layout: reading the canvas's
    // size here would lay the page out at once, inside the first screen's longest task.
    const resize = (size: { width: number; height: number }) => {
      const ratio = window.devicePixelRatio || 1;
      width = size.width;
      height = size.height;
      canvas.width = width * ratio;
      canvas.height = height * ratio;
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
    };

    const scatter = (): Particle[] =>
      Array.from({ length: PARTICLES }, () => {
        const angle = Math.random() * Math.PI * 2;
        return {
          x: Math.random() * width,
          y: Math.random() * height,
          vx: Math.cos(angle) * SPEED,
          vy: Math.sin(angle) * SPEED,
          r: 1.5 + Math.random() * 1.5,
        };
      });

    const draw = () => {
      frame = 0;
      // Hidden (the narrow layout does not show the panel): nothing to draw until it shows again.
      if (!width || !height) return;
      context.clearRect(0, 0, width, height);
      for (const p of particles) {
        if (!reduceMotion) {
          p.x += p.vx;
          p.y += p.vy;
          if (p.x < 0 || p.x > width) p.vx = -p.vx;
          if (p.y < 0 || p.y > height) p.vy = -p.vy;
        }
      }
      for (let i = 0; i < particles.length; i++) {
        for (let j = i + 1; j < particles.length; j++) {
          const a = particles[i];
          const b = particles[j];
          const distance = Math.hypot(a.x - b.x, a.y - b.y);
          if (distance < CONNECT_DISTANCE) {
            context.strokeStyle = `rgba(255,255,255,${0.35 * (1 - distance / CONNECT_DISTANCE)})`;
            context.lineWidth = 1;
            context.beginPath();
            context.moveTo(a.x, a.y);
            context.lineTo(b.x, b.y);
            context.stroke();
          }
        }
      }
      context.fillStyle = 'rgba(255,255,255,0.85)';
      for (const p of particles) {
        context.beginPath();
        context.arc(p.x, p.y, p.r, 0, Math.PI * 2);
        context.fill();
      }
      if (!reduceMotion) frame = requestAnimationFrame(draw);
    };
    const observer = new ResizeObserver(([entry]) => {
      resize(entry.contentRect);
      if (!width || !height || frame) return;
      if (!particles.length) particles = scatter();
      draw();
    });
    observer.observe(canvas);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
    />
  );
}
